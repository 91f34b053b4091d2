export { IconButton, TooltipProvider, WithTooltip } from './icon-button.tsx'
