import { describe, expect, it } from 'vitest'
import { closeSession, screenshot, signedUpSession } from './support.ts'

describe('given a signed-in user in a workspace', () => {
  it('? opens the list of keyboard shortcuts, Escape closes it, and typing ? in a field does not', async () => {
    const session = await signedUpSession()
    const { page } = session
    await page.goto('/app')
    await page.getByRole('button', { name: 'Record Content' }).waitFor()

    await page.keyboard.press('?')
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await help.waitFor()
    for (const action of [
      'Format your recordings',
      'Type your update instead of recording',
      'Show these keyboard shortcuts',
    ]) {
      await help.getByRole('row').filter({ hasText: action }).waitFor()
    }
    await expect(help.getByRole('row').filter({ hasText: 'Format your recordings' }).innerText()).resolves.toMatch(
      /Alt\s*\+\s*Shift\s*\+\s*F/,
    )
    await screenshot(page, 'shortcuts-help')
    await page.keyboard.press('Escape')
    await help.waitFor({ state: 'hidden' })

    await page.getByRole('button', { name: 'Prefer to type your update instead?' }).click()
    const field = page.getByRole('textbox').last()
    await field.pressSequentially('Why? Because.')
    await expect(field.inputValue()).resolves.toBe('Why? Because.')
    await expect(help.isVisible()).resolves.toBe(false)

    await page.getByRole('button', { name: /Keyboard shortcuts/ }).click()
    await help.waitFor()
    await closeSession(session)
  })

  it('mentions the shortcuts only in the workspaces', async () => {
    const session = await signedUpSession()
    const { page } = session
    await page.goto('/quick-update')
    await page.getByRole('button', { name: /Keyboard shortcuts/ }).waitFor()
    await page.goto('/settings')
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor()
    await expect(page.getByRole('button', { name: /Keyboard shortcuts/ }).count()).resolves.toBe(0)
    await page.keyboard.press('?')
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor()
    await closeSession(session)
  })
})
