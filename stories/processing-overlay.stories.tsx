import { ProcessingOverlay } from '@sayso/recorder-ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'Workspace/ProcessingOverlay',
  component: ProcessingOverlay,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProcessingOverlay>

export default meta
type Story = StoryObj<typeof meta>

export const Processing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/Processing Your Update\.\.\./)
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } }
