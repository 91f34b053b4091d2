import { useState, type FormEvent } from 'react'
import { useLogin } from '../../../auth/auth-hooks.ts'
import { Button } from '../../../components/button/index.ts'
import { hasFieldErrors } from '../../../forms/field-errors.ts'
import { useFieldErrors } from '../../../forms/use-field-errors.ts'
import { toast } from '../../../toasts/toast-store.ts'
import { TextField } from '../text-field/index.ts'
import styles from '../auth-layout/auth-form.module.css'
import { checkLogin, loginServerErrors, type LoginField } from './login-errors.ts'

export function LoginForm() {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const { errors, show, clear } = useFieldErrors<LoginField>()
  const login = useLogin()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const problems = checkLogin({ email, password })
    show(problems, form)
    if (hasFieldErrors(problems)) return
    login.mutate({ email: email.trim(), password }, { onError: (error) => show(loginServerErrors(error), form) })
  }

  // The form checks its fields itself (noValidate), so that each failing one is marked with its message.
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        error={errors.email}
        onChange={(event) => {
          setEmail(event.target.value)
          clear('email')
        }}
      />
      <div className={styles.passwordRow}>
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onChange={(event) => {
            setPassword(event.target.value)
            clear('password')
          }}
        />
        <button
          type="button"
          className={styles.forgot}
          onClick={() =>
            toast({
              title: 'Password reset is not available yet',
              description: 'Sign in with the password you chose, or create a new account.',
            })
          }
        >
          Forgot password?
        </button>
      </div>
      <Button type="submit" size="lg" className={styles.submit} disabled={login.isPending}>
        {login.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  )
}
