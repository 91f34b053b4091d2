import type { Preview } from '@storybook/react-vite'
import '@sayso/recorder-ui/styles.css'

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    controls: { matchers: { date: /Date$/i } },
    // Accessibility violations fail the story's test, not only show in the panel.
    a11y: { test: 'error' },
  },
}

export default preview
