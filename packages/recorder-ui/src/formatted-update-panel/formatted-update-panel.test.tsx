import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { FormattedUpdatePanel } from './formatted-update-panel.js'

const SECTIONS = [
  {
    id: 'goal-progress',
    name: 'Top-level Goal Progress',
    emoji: '🎯',
    placeholder: 'Headline with a metric – e.g. "Activation up 12%". Then 1–2 sentences.',
  },
  { id: 'horizon', name: 'On the Horizon', emoji: '🔭', placeholder: 'Upcoming milestones' },
]
const ENTRIES = [
  { sectionId: 'goal-progress_1', headline: 'Activation up 12%', content: 'Driven by the new onboarding.' },
  { sectionId: 'legal', sectionName: 'Legal', headline: 'Contract signed', content: 'With Acme.' },
]

describe('given a formatted update', () => {
  it('shows sections with emoji and name, entries with a bold headline then content', async () => {
    await render(<FormattedUpdatePanel sections={SECTIONS} entries={ENTRIES} />)
    const heading = page.getByRole('heading', { name: 'Top-level Goal Progress' })
    await expect.element(heading).toBeVisible()
    await expect.element(heading.getByText('🎯')).toBeVisible()
    const headline = page.getByText('Activation up 12%')
    await expect.element(headline).toBeVisible()
    expect(headline.element().tagName).toBe('STRONG')
    await expect.element(page.getByText('Activation up 12% Driven by the new onboarding.')).toBeVisible()
  })

  it('shows an unknown section under its own name with a bullet', async () => {
    await render(<FormattedUpdatePanel sections={SECTIONS} entries={ENTRIES} />)
    const heading = page.getByRole('heading', { name: 'Legal' })
    await expect.element(heading).toBeVisible()
    await expect.element(heading.getByText('•')).toBeVisible()
  })

  it('splits an empty section placeholder at the dash into a bold lead and the rest', async () => {
    await render(<FormattedUpdatePanel sections={SECTIONS} entries={[]} />)
    const lead = page.getByText('Headline with a metric', { exact: true })
    expect(lead.element().tagName).toBe('STRONG')
    await expect.element(page.getByText('Upcoming milestones')).toBeVisible()
  })

  it('offers no entry menu without handlers', async () => {
    await render(<FormattedUpdatePanel sections={SECTIONS} entries={ENTRIES} />)
    await expect.element(page.getByRole('button', { name: /Edit/ })).not.toBeInTheDocument()
  })

  it('says changes are saved automatically', async () => {
    await render(
      <FormattedUpdatePanel sections={SECTIONS} entries={ENTRIES} title="Sprint 12" onTitleChange={() => {}} />,
    )
    await expect.element(page.getByText('All changes saved automatically')).toBeVisible()
  })
})

describe('given an entry with edit and delete handlers', () => {
  it('shows the entries first and their menus right after', async () => {
    // What the first commit put on the page, read before anything later could run.
    const atFirst: Array<{ entries: number; menus: number }> = []
    const observer = new MutationObserver(() => {
      if (atFirst.length > 0 || !document.querySelector('.sayso-entry')) return
      atFirst.push({
        entries: document.querySelectorAll('.sayso-entry').length,
        menus: document.querySelectorAll('.sayso-entry__menu').length,
      })
    })
    observer.observe(document.body, { childList: true, subtree: true })
    await render(
      <FormattedUpdatePanel sections={SECTIONS} entries={ENTRIES} onEditEntry={() => {}} onDeleteEntry={() => {}} />,
    )
    await expect.element(page.getByRole('button', { name: 'Delete Contract signed' })).toBeInTheDocument()
    observer.disconnect()
    expect(atFirst).toEqual([{ entries: 2, menus: 0 }])
  })

  it('edits headline and content inline and saves them trimmed', async () => {
    const onEditEntry = vi.fn()
    await render(
      <FormattedUpdatePanel sections={SECTIONS} entries={ENTRIES} onEditEntry={onEditEntry} onDeleteEntry={() => {}} />,
    )

    await page.getByRole('button', { name: 'Edit Activation up 12%' }).click()
    await page.getByRole('textbox', { name: 'Headline' }).fill(' Activation up 14% ')
    await page.getByRole('textbox', { name: 'Content' }).fill('After the fix.')
    await page.getByRole('button', { name: 'Save' }).click()

    expect(onEditEntry).toHaveBeenCalledWith(0, { headline: 'Activation up 14%', content: 'After the fix.' })
    await expect.element(page.getByRole('textbox', { name: 'Headline' })).not.toBeInTheDocument()
  })

  it('keeps an edit in progress on its entry when another device adds an entry above it', async () => {
    const onEditEntry = vi.fn()
    const entries = [
      { id: 'a', sectionId: 'goal-progress_1', headline: 'Activation up 12%', content: 'Onboarding.' },
      { id: 'b', sectionId: 'horizon_1', headline: 'Beta opens March 3', content: 'For 200 customers.' },
    ]
    const panel = (list: typeof entries) => (
      <FormattedUpdatePanel sections={SECTIONS} entries={list} onEditEntry={onEditEntry} onDeleteEntry={() => {}} />
    )
    const screen = await render(panel(entries))
    await page.getByRole('button', { name: 'Edit Beta opens March 3' }).click()
    await page.getByRole('textbox', { name: 'Headline' }).fill('Beta opens March 10')

    const synced = [{ id: 'new', sectionId: 'goal-progress_2', headline: 'Churn down 2%', content: '' }, ...entries]
    await screen.rerender(panel(synced))
    await expect.element(page.getByRole('textbox', { name: 'Headline' })).toHaveValue('Beta opens March 10')
    await page.getByRole('button', { name: 'Save' }).click()

    expect(onEditEntry).toHaveBeenCalledWith(2, { headline: 'Beta opens March 10', content: 'For 200 customers.' })
  })

  it('cancels an edit with Escape', async () => {
    const onEditEntry = vi.fn()
    await render(<FormattedUpdatePanel sections={SECTIONS} entries={ENTRIES} onEditEntry={onEditEntry} />)
    await page.getByRole('button', { name: 'Edit Activation up 12%' }).click()
    await expect.element(page.getByRole('textbox', { name: 'Headline' })).toHaveFocus()

    await userEvent.keyboard('{Escape}')

    await expect.element(page.getByRole('textbox', { name: 'Headline' })).not.toBeInTheDocument()
    expect(onEditEntry).not.toHaveBeenCalled()
  })

  it('deletes by index', async () => {
    const onDeleteEntry = vi.fn()
    await render(<FormattedUpdatePanel sections={SECTIONS} entries={ENTRIES} onDeleteEntry={onDeleteEntry} />)
    await page.getByRole('button', { name: 'Delete Contract signed' }).click()
    expect(onDeleteEntry).toHaveBeenCalledWith(1)
  })

  it('moves focus to the next entry of the section after a delete, or to the section once it is empty', async () => {
    const two = [
      { sectionId: 'goal-progress_1', headline: 'Activation up 12%', content: 'Onboarding.' },
      { sectionId: 'goal-progress_1', headline: 'Churn down 2%', content: 'Save offers.' },
    ]
    // The host removes the entry from its list, as a document change would.
    function Host({ initial }: { initial: typeof two }) {
      const [list, setList] = useState(initial)
      return (
        <FormattedUpdatePanel
          sections={SECTIONS}
          entries={list}
          onEditEntry={() => {}}
          onDeleteEntry={(index) => setList((entries) => entries.filter((_entry, at) => at !== index))}
        />
      )
    }
    await render(<Host initial={two} />)
    await page.getByRole('button', { name: 'Delete Activation up 12%' }).click()
    await expect.element(page.getByRole('button', { name: 'Edit Churn down 2%' })).toHaveFocus()
    await page.getByRole('button', { name: 'Delete Churn down 2%' }).click()
    await expect.element(page.getByRole('heading', { name: 'Top-level Goal Progress' })).toHaveFocus()
  })
})

describe('while formatting', () => {
  it('shows no skeleton in the first 300 ms, then shows one', async () => {
    const { rerender } = await render(<FormattedUpdatePanel sections={SECTIONS} entries={[]} />)
    await rerender(<FormattedUpdatePanel sections={SECTIONS} entries={[]} formatting />)
    const panel = page.getByRole('region', { name: 'Formatted update' })
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(panel.element().getAttribute('data-state')).toBe('empty')

    await expect.element(panel).toHaveAttribute('data-state', 'formatting')
    await expect.element(page.getByRole('status')).toHaveTextContent('Formatting your update')
  })
})
