/** The design system: import './styles.css' once (main.tsx) and these components everywhere. */
export { Alert, type AlertProps, type AlertTone } from './Alert';
export {
  Button,
  ButtonLink,
  buttonClass,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './Button';
export { Card, type CardProps } from './Card';
export { Field, type FieldProps } from './Field';
export { Filename } from './Filename';
export { daysUntil, formatDate, formatDateTime, formatMegabytes, saveBlob } from './format';
export { Modal, type ModalProps } from './Modal';
export { formatPrice, STATIC_PLANS, staticPlan } from './plans';
export { ProgressBar, usageTone, type ProgressBarProps, type ProgressTone } from './ProgressBar';
export { PageLoading, Spinner } from './Spinner';
export { Badge, StatusBadge } from './StatusBadge';
export {
  audioStatus,
  deckStatus,
  jobStatus,
  videoStatus,
  type StatusTone,
  type StatusView,
} from './job-status';
