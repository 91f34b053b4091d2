import { useState, type FormEvent } from 'react'
import { useRegister } from '../../../auth/auth-hooks.ts'
import { Button } from '../../../components/button/index.ts'
import { hasFieldErrors } from '../../../forms/field-errors.ts'
import { useFieldErrors } from '../../../forms/use-field-errors.ts'
import { toast } from '../../../toasts/toast-store.ts'
import styles from '../auth-layout/auth-form.module.css'
import { TextField } from '../text-field/index.ts'
import { checkSignup, signupServerErrors, type SignupField, type SignupFields } from './signup-validation.ts'

export function SignupForm() {
  const [fields, setFields] = useState<SignupFields>({ name: '', email: '', password: '', confirmPassword: '' })
  const { errors, show, clear } = useFieldErrors<SignupField>()
  const register = useRegister()
  const set = (field: SignupField) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [field]: event.target.value }))
    clear(field)
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const check = checkSignup(fields)
    if (check.toast) toast(check.toast)
    show(check.errors, form)
    if (hasFieldErrors(check.errors)) return
    register.mutate(
      { name: fields.name.trim(), email: fields.email.trim(), password: fields.password },
      { onError: (error) => show(signupServerErrors(error), form) },
    )
  }

  // The form checks its fields itself (noValidate), so that each failing one is marked with its message.
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label="Full Name"
        name="name"
        autoComplete="name"
        required
        value={fields.name}
        error={errors.name}
        onChange={set('name')}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={fields.email}
        error={errors.email}
        onChange={set('email')}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={fields.password}
        error={errors.password}
        onChange={set('password')}
      />
      <TextField
        label="Confirm Password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        value={fields.confirmPassword}
        error={errors.confirmPassword}
        onChange={set('confirmPassword')}
      />
      <Button type="submit" size="lg" className={styles.submit} disabled={register.isPending}>
        {register.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
      <p className={styles.note}>Free • 5 updates included • No credit card required</p>
    </form>
  )
}
