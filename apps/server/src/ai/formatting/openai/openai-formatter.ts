import {
  QUICK_TEMPLATE,
  WEEKLY_TEMPLATE,
  deriveExecVersion,
  findSection,
  formatUpdateResponseSchema,
  formattedSectionSchema,
  sectionBaseId,
  type FormattedSection,
  type WeeklyFormatSection,
} from '@sayso/shared'
import type OpenAI from 'openai'
import { zodResponseFormat } from 'openai/helpers/zod'
import { z } from 'zod'
import type { OpenAiConfig } from '../../ai-config.ts'
import { describeEndpoint, upstreamFailure } from '../../openai/openai-client.ts'
import type { Formatter } from '../formatter.ts'
import { checkedExecAnswer } from './exec-answer.ts'
import { execVersionPrompt, numberedWeeklyEntries, processTextPrompt, quickPrompt, weeklyPrompt } from './prompts.ts'

// The model answers in the shared entry shape (headline, content) with the section ids it may use.
const entriesSchema = (sectionIds: readonly [string, ...string[]]) =>
  z.object({
    entries: z.array(
      formattedSectionSchema.pick({ headline: true, content: true }).extend({ sectionId: z.enum(sectionIds) }),
    ),
  })

const quickIds = QUICK_TEMPLATE.sections.map((section) => section.id) as [string, ...string[]]
const processedTextSchema = z.object({ processedText: z.string() })
const execAnswerSchema = z.object({
  entries: z.array(
    formattedSectionSchema
      .pick({ headline: true, content: true })
      .extend({ sectionId: z.enum(quickIds), source: z.number().int() }),
  ),
})

function sectionName(sectionId: string, fallback = sectionId): string {
  return (findSection(WEEKLY_TEMPLATE, sectionId) ?? findSection(QUICK_TEMPLATE, sectionId))?.name ?? fallback
}

function weeklyNotes(sections: readonly WeeklyFormatSection[]): string {
  return sections
    .map(
      (section) =>
        `## ${sectionBaseId(section.sectionId)}\n${section.transcriptions.map((text) => `- ${text}`).join('\n')}`,
    )
    .join('\n\n')
}

/** Formatting through an OpenAI-compatible chat model with structured output. */
export function createOpenAiFormatter(client: OpenAI, config: OpenAiConfig): Formatter {
  async function ask<T>(system: string, user: string, schema: z.ZodType<T>, name: string): Promise<T> {
    try {
      const completion = await client.chat.completions.parse({
        model: config.formatModel,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
        response_format: zodResponseFormat(schema, name),
      })
      const parsed = completion.choices[0]?.message.parsed
      if (!parsed) throw new SyntaxError('the reply held no structured content')
      return schema.parse(parsed)
    } catch (error) {
      throw upstreamFailure(error, 'formatting')
    }
  }

  /** The answer checked against the shared response schema, as the web app will read it. */
  function checked(sections: FormattedSection[]): FormattedSection[] {
    const result = formatUpdateResponseSchema.safeParse({ formattedSections: sections })
    if (!result.success)
      throw upstreamFailure(new SyntaxError('reply does not match the response schema'), 'formatting')
    return result.data.formattedSections
  }

  return {
    description: `OpenAI-compatible (${config.formatModel} at ${describeEndpoint(config)})`,

    async formatUpdate(request, vocabulary = []) {
      if (request.updateType === 'quick') {
        const { entries } = await ask(
          quickPrompt(vocabulary),
          request.transcription,
          entriesSchema(quickIds),
          'quick_update',
        )
        const bySection = new Map(entries.map((entry) => [entry.sectionId, entry]))
        // SPEC §3: a quick update always opens with its TL;DR.
        if (!bySection.has('tldr')) throw upstreamFailure(new SyntaxError('the reply has no TL;DR'), 'formatting')
        return checked(
          quickIds
            .map((id) => bySection.get(id))
            .filter((entry) => entry !== undefined)
            .map((entry) => ({
              sectionId: entry.sectionId,
              sectionName: sectionName(entry.sectionId),
              headline: entry.headline,
              content: entry.content,
            })),
        )
      }
      const ids = [...new Set(request.sections.map((section) => sectionBaseId(section.sectionId)))] as [
        string,
        ...string[],
      ]
      const { entries } = await ask(
        weeklyPrompt(ids, vocabulary),
        weeklyNotes(request.sections),
        entriesSchema(ids),
        'weekly_update',
      )
      const counters = new Map<string, number>()
      return checked(
        entries.map((entry) => {
          const index = (counters.get(entry.sectionId) ?? 0) + 1
          counters.set(entry.sectionId, index)
          const given = request.sections.find((section) => sectionBaseId(section.sectionId) === entry.sectionId)
          return {
            sectionId: `${entry.sectionId}_${index}`,
            sectionName: given?.sectionName || sectionName(entry.sectionId),
            headline: entry.headline,
            content: entry.content,
          }
        }),
      )
    },

    async processText(request, vocabulary = []) {
      const { processedText } = await ask(
        processTextPrompt(request.sectionId, vocabulary),
        request.text,
        processedTextSchema,
        'processed_text',
      )
      return processedText.trim()
    },

    async deriveExecVersion(weekly) {
      const offline = deriveExecVersion(weekly)
      // Nothing to summarise: no need to ask the model for a TL;DR over nothing.
      if (offline.length === 0) return offline
      const { entries } = await ask(
        execVersionPrompt(),
        numberedWeeklyEntries(weekly),
        execAnswerSchema,
        'exec_version',
      )
      return checkedExecAnswer(weekly, entries) ?? offline
    },
  }
}
