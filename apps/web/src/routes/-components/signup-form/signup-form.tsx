import { useState, type FormEvent } from 'react'
import { useRegister } from '../../../auth/auth-hooks.ts'
import { Button } from '../../../components/button/index.ts'
import { toast } from '../../../toasts/toast-store.ts'
import styles from '../auth-layout/auth-form.module.css'
import { TextField } from '../text-field/index.ts'
import { signupProblem, type SignupFields } from './signup-validation.ts'

export function SignupForm() {
  const [fields, setFields] = useState<SignupFields>({ name: '', email: '', password: '', confirmPassword: '' })
  const register = useRegister()
  const set = (field: keyof SignupFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [field]: event.target.value }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const problem = signupProblem(fields)
    if (problem) {
      toast(problem)
      return
    }
    register.mutate({ name: fields.name.trim(), email: fields.email.trim(), password: fields.password })
  }

  return (
    <form className={styles.form} onSubmit={submit}>
      <TextField label="Full Name" name="name" autoComplete="name" required value={fields.name} onChange={set('name')} />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={fields.email}
        onChange={set('email')}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={fields.password}
        onChange={set('password')}
      />
      <TextField
        label="Confirm Password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        value={fields.confirmPassword}
        onChange={set('confirmPassword')}
      />
      <Button type="submit" size="lg" className={styles.submit} disabled={register.isPending}>
        {register.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
      <p className={styles.note}>Free • 5 updates included • No credit card required</p>
    </form>
  )
}
