import { useState, type FormEvent } from 'react'
import { useLogin } from '../../../auth/auth-hooks.ts'
import { Button } from '../../../components/button/index.ts'
import { toast } from '../../../toasts/toast-store.ts'
import { TextField } from '../text-field/index.ts'
import styles from '../auth-layout/auth-form.module.css'

export function LoginForm() {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const login = useLogin()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    login.mutate({ email: email.trim(), password })
  }

  return (
    <form className={styles.form} onSubmit={submit}>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <div className={styles.passwordRow}>
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
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
