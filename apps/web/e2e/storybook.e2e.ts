import { describe, expect, it } from 'vitest'
import { closeSession, newSession, screenshot } from './support.ts'

describe('given a designer without a development setup', () => {
  it('browses recorder-ui’s Storybook at /storybook/, under the app’s security headers, with no CSP violation', async () => {
    const session = await newSession()
    const { page } = session
    const response = await page.goto('/storybook/?path=/story/workspace-editabletitle--viewing')
    expect(response?.status()).toBe(200)
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'self'")
    // The manager lists the stories, and its preview frame renders the chosen one.
    await page
      .getByRole('link', { name: 'EditableTitle' })
      .or(page.getByRole('button', { name: 'EditableTitle' }))
      .first()
      .waitFor()
    const preview = page.frameLocator('#storybook-preview-iframe')
    await preview.getByRole('button', { name: /^Edit title:/ }).waitFor()
    await screenshot(page, 'storybook')
    // closeSession fails on any CSP violation or page error, in the manager or its frame.
    await closeSession(session)
  })
})
