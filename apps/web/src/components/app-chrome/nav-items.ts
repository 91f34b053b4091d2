import { FileText, PlusCircle, Settings, type LucideIcon } from 'lucide-react'

export interface NavItem {
  to: '/select-update-type' | '/recent-updates' | '/settings'
  /** Label in the desktop sidebar. */
  label: string
  /** Label in the mobile sheet (SPEC §2 calls the first one 'Create Update' there). */
  mobileLabel: string
  icon: LucideIcon
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/select-update-type', label: 'New Update', mobileLabel: 'Create Update', icon: PlusCircle },
  { to: '/recent-updates', label: 'Recent Updates', mobileLabel: 'Recent Updates', icon: FileText },
  { to: '/settings', label: 'Settings', mobileLabel: 'Settings', icon: Settings },
]
