import type { Decorator, Preview } from '@storybook/react-vite'
import '@sayso/recorder-ui/styles.css'
import './preview.css'

/** The toolbar's Theme: recorder-ui's light or dark preset (data-sayso-theme on <html>). */
const withTheme: Decorator = (Story, context) => {
  document.documentElement.dataset.saysoTheme = context.globals.theme === 'dark' ? 'dark' : 'light'
  return Story()
}

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'recorder-ui colour preset',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [withTheme],
  parameters: {
    layout: 'centered',
    controls: { matchers: { date: /Date$/i } },
    // Accessibility violations fail the story's test, not only show in the panel.
    a11y: { test: 'error' },
  },
}

export default preview
