import { PRODUCT_NAME } from '@sayso/shared'
import { AudioLines } from 'lucide-react'
import styles from './logo.module.css'

/** The product mark and name. */
export function Logo() {
  return (
    <span className={styles.logo}>
      <span className={styles.mark} aria-hidden>
        <AudioLines size={18} strokeWidth={2.25} />
      </span>
      <span className={styles.name}>{PRODUCT_NAME}</span>
    </span>
  )
}
