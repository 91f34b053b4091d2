import { VOCABULARY_MAX_TERMS, type VocabularyTerm, type VocabularyTermRequest } from '@sayso/shared'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { userFacingMessage } from '../../../../api/api-client.ts'
import {
  addVocabularyTerm,
  changeVocabularyTerm,
  removeVocabularyTerm,
  vocabularyQuery,
} from '../../../../api/vocabulary-api.ts'
import { Button } from '../../../../components/button/index.ts'
import { toast } from '../../../../toasts/toast-store.ts'
import { useFieldErrors } from '../../../../forms/use-field-errors.ts'
import { TextField } from '../../../-components/text-field/index.ts'
import styles from '../settings.module.css'
import {
  EMPTY_DRAFT,
  termToSubmit,
  vocabularyServerErrors,
  type VocabularyDraft,
  type VocabularyField,
} from './vocabulary-form.ts'

function useVocabularyChange<Variables>(
  change: (variables: Variables) => Promise<unknown>,
  done: { title: string; description: string },
  failed: string,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSuccess: async () => {
      toast({ ...done, variant: 'success' })
      await queryClient.invalidateQueries({ queryKey: vocabularyQuery.queryKey })
    },
    onError: (error) => {
      toast({ title: failed, description: userFacingMessage(error) ?? 'Please try again.', variant: 'destructive' })
    },
  })
}

/** Told when a submitted term is saved, or refused (then its field is marked). */
interface SubmitOutcome {
  onSuccess: () => void
  onError: (error: unknown) => void
}

function TermForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  initial: VocabularyDraft
  submitLabel: string
  pending: boolean
  onSubmit: (request: VocabularyTermRequest, outcome: SubmitOutcome) => void
  onCancel?: () => void
}) {
  const [draft, setDraft] = useState(initial)
  const { errors, show, clear } = useFieldErrors<VocabularyField>()
  const edit = (field: VocabularyField) => (event: { target: { value: string } }) => {
    setDraft({ ...draft, [field]: event.target.value })
    clear(field)
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const result = termToSubmit(draft)
    show('errors' in result ? result.errors : {}, form)
    if ('errors' in result) return
    onSubmit(result.request, {
      onSuccess: () => setDraft(EMPTY_DRAFT),
      onError: (error) => show(vocabularyServerErrors(error), form),
    })
  }
  return (
    <form className={styles.nameForm} onSubmit={submit} noValidate>
      <TextField
        label="Written form"
        name="term"
        placeholder="SOC 2"
        value={draft.term}
        error={errors.term}
        onChange={edit('term')}
      />
      <TextField
        label="Sounds like (optional)"
        name="soundsLike"
        placeholder="sock two"
        hint="How it sounds when you say it, in ordinary words; separate several with commas."
        value={draft.soundsLike}
        error={errors.soundsLike}
        onChange={edit('soundsLike')}
      />
      <div className={styles.formActions}>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  )
}

function TermRow({ term }: { term: VocabularyTerm }) {
  const [editing, setEditing] = useState(false)
  const change = useVocabularyChange(
    (request: VocabularyTermRequest) => changeVocabularyTerm(term.id, request),
    { title: 'Vocabulary updated', description: 'Your term has been updated.' },
    'Update failed',
  )
  const remove = useVocabularyChange(
    () => removeVocabularyTerm(term.id),
    { title: 'Term removed', description: `"${term.term}" was removed from your vocabulary.` },
    'Remove failed',
  )
  if (editing) {
    return (
      <li>
        <TermForm
          initial={{ term: term.term, soundsLike: term.soundsLike.join(', ') }}
          submitLabel="Save"
          pending={change.isPending}
          onSubmit={(request, { onError }) => change.mutate(request, { onSuccess: () => setEditing(false), onError })}
          onCancel={() => setEditing(false)}
        />
      </li>
    )
  }
  return (
    <li className={styles.row}>
      <dl className={styles.definition}>
        <dt className={styles.rowValue}>{term.term}</dt>
        <dd className={styles.rowHint}>
          {term.soundsLike.length ? `Sounds like: ${term.soundsLike.join(', ')}` : 'No hints'}
        </dd>
      </dl>
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={() => setEditing(true)} aria-label={`Edit ${term.term}`}>
          Edit
        </Button>
        <Button
          variant="secondary"
          onClick={() => remove.mutate(undefined)}
          disabled={remove.isPending}
          aria-label={`Remove ${term.term}`}
        >
          {remove.isPending ? 'Removing...' : 'Remove'}
        </Button>
      </div>
    </li>
  )
}

/** Issue 16: the user's names and jargon, which transcription and formatting then write correctly. */
export function VocabularyCard() {
  const vocabulary = useQuery(vocabularyQuery)
  const add = useVocabularyChange(
    addVocabularyTerm,
    { title: 'Term added', description: 'Your next recordings will use it.' },
    'Add failed',
  )
  const terms = vocabulary.data ?? []
  return (
    <section className={styles.card} aria-labelledby="vocabulary-title">
      <div className={styles.cardHeader}>
        <h2 id="vocabulary-title" className={styles.cardTitle}>
          Vocabulary
        </h2>
        <p className={styles.cardDescription}>
          Names, product names, acronyms and jargon you say, written the way you want them ({terms.length} of{' '}
          {VOCABULARY_MAX_TERMS}).
        </p>
      </div>
      <div className={styles.rows}>
        {vocabulary.isError ? (
          <p className={styles.rowHint}>
            {userFacingMessage(vocabulary.error) ?? 'Your vocabulary could not be loaded.'}
          </p>
        ) : (
          terms.length > 0 && (
            <ul className={styles.termList} aria-label="Your vocabulary">
              {terms.map((term) => (
                <TermRow key={term.id} term={term} />
              ))}
            </ul>
          )
        )}
        <TermForm
          initial={EMPTY_DRAFT}
          submitLabel="Add term"
          pending={add.isPending}
          onSubmit={(request, outcome) => add.mutate(request, outcome)}
        />
      </div>
    </section>
  )
}
