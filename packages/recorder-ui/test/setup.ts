// Every browser test sees the components with the published stylesheet applied.
import '../src/styles.css'
