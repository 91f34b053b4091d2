import { VoiceRecorder } from '@sayso/recorder-ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'

// The ready-made recorder with the real MediaRecorder: in a browser it asks for your microphone; in
// the story tests Chromium's fake microphone plays speech.
const meta = {
  title: 'Recorder/VoiceRecorder',
  component: VoiceRecorder,
  args: { onRecordingComplete: fn(), databaseName: 'sayso-storybook' },
} satisfies Meta<typeof VoiceRecorder>

export default meta
type Story = StoryObj<typeof meta>

export const Idle: Story = {}

export const StartPauseResumeFinish: Story = {
  args: { databaseName: 'sayso-storybook-flow' },
  play: async ({ canvas, userEvent, args, step }) => {
    await step('start', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Record Content' }))
      await expect(await canvas.findByRole('dialog', { name: 'Recording in Progress...' })).toBeVisible()
      await canvas.findByText('0:01', {}, { timeout: 3000 })
    })
    await step('pause', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Pause' }))
      await expect(await canvas.findByRole('dialog', { name: 'Recording Paused' })).toBeVisible()
    })
    await step('resume', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Resume' }))
      await expect(await canvas.findByRole('dialog', { name: 'Recording in Progress...' })).toBeVisible()
    })
    await step('finish', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Finish' }))
      await waitFor(() => expect(args.onRecordingComplete).toHaveBeenCalledOnce())
      await expect(canvas.queryByRole('dialog')).toBeNull()
    })
  },
}

export const PermissionDenied: Story = {
  args: {
    databaseName: 'sayso-storybook-denied',
    environment: {
      mediaDevices: { getUserMedia: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')) },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Record Content' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Recording failed – Could not access microphone. Please check permissions.',
    )
  },
}

export const UnsupportedBrowser: Story = {
  args: { databaseName: 'sayso-storybook-unsupported', environment: { MediaRecorder: null } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Record Content' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Unsupported browser – Please use Chrome, Firefox, Safari, or Edge for the best experience',
    )
  },
}

export const Processing: Story = { args: { processing: true } }
