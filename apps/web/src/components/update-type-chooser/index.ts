export { UpdateTypeChooser } from './update-type-chooser.tsx'
