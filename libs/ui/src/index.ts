export { theme, media, breakpoints, type Theme, type Breakpoint } from './theme/theme';
export { GlobalStyle } from './theme/GlobalStyle';
export { UiProvider } from './theme/UiProvider';
export { toast } from './toast';
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './components/Button';
export { Badge, type BadgeProps, type BadgeTone } from './components/Badge';
export {
  OrderStatusBadge,
  ORDER_STATUS_LOOK,
  ProductStatusBadge,
  PRODUCT_STATUS_LABEL,
} from './components/OrderStatusBadge';
export { VerifiedBadge, type VerifiedBadgeProps } from './components/VerifiedBadge';
export { Card, type CardProps, type CardPadding } from './components/Card';
export { Table, type TableProps, type TableColumn } from './components/Table';
export {
  RowCards,
  RowCard,
  type RowCardsProps,
  type RowCardProps,
  type RowCardFact,
} from './components/RowCards';
export { Modal, type ModalProps, type ModalSize } from './components/Modal';
export { Pager, pageCount, type PagerProps } from './components/Pager';
export { FailurePanel, type FailurePanelProps } from './components/FailurePanel';
export {
  PagedList,
  type PagedListProps,
  type ListQuery,
  type ListPageShown,
} from './lists/PagedList';
export { PagedTable, type PagedTableProps, type PagedColumn } from './lists/PagedTable';
export {
  issueMessages,
  serverMessages,
  firstWithMessage,
  type SchemaIssue,
  type FieldLabels,
  type FieldMessages,
} from './forms/field-messages';
export {
  ConfirmDialog,
  CONFIRM_PROMPTS,
  type ConfirmDialogProps,
  type ConfirmOptions,
} from './components/ConfirmDialog';
export { ConfirmProvider, useConfirm, type Confirm } from './components/ConfirmProvider';
export { Spinner, Loader, type SpinnerProps, type SpinnerSize } from './components/Spinner';
export { Avatar, type AvatarProps, type AvatarSize } from './components/Avatar';
export { EmailAddress } from './components/EmailAddress';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { SafetyWarning } from './components/SafetyWarning';
export { MeetingSafety, type MeetingSafetyProps } from './components/MeetingSafety';
export { PageHeading, type PageHeadingProps } from './components/PageHeading';
export { TextField, type TextFieldProps } from './components/TextField';
export {
  MeetingTimeField,
  meetingTimeOf,
  type MeetingTimeFieldProps,
} from './components/MeetingTimeField';
export {
  ComboboxField,
  type ComboboxFieldProps,
  type ComboboxGroup,
  type ComboboxOptionText,
} from './components/ComboboxField';
export { PlaceField, usePlaceSuggestions, type PlaceFieldProps } from './components/PlaceField';
export { SelectField, type SelectFieldProps, type SelectOption } from './components/SelectField';
export { FileField, type FileFieldProps } from './components/FileField';
export { CheckboxField, type CheckboxFieldProps } from './components/CheckboxField';
export {
  NewPasswordFields,
  newPasswordErrors,
  type NewPasswordFieldsProps,
} from './components/NewPasswordFields';
export { type FieldProps, controlStyles } from './components/Field';
export { VisuallyHidden } from './components/VisuallyHidden';
export { useIsPhone } from './hooks/use-is-phone';
export { useMediaQuery } from './hooks/use-media-query';
export { useTypingPause } from './hooks/use-typing-pause';
export {
  type Noun,
  describeListing,
  formatCount,
  formatCountOf,
  formatMegabytes,
  formatTotal,
  nounFor,
  formatPrice,
  formatCalendarDay,
  formatDay,
  formatTime,
} from './utils/format';
export { formText } from './utils/form-text';
export { ReasonDialog, type ReasonDialogProps, type ReasonChoice } from './components/ReasonDialog';
export { MeetingPlace, PhoneLink, type MeetingPlaceProps } from './components/MeetingPlace';
export { RatingSummary, Stars, type RatingSummaryProps } from './components/RatingSummary';
export { ProfileSummary, type ProfileSummaryProps } from './components/ProfileSummary';
export { ReviewList, type ReviewListProps } from './components/ReviewList';
export { RateDealDialog, type RateDealDialogProps } from './components/RateDealDialog';
export { DealTrustActions, type DealTrustActionsProps } from './components/DealTrustActions';
export {
  PersonSafetyMenu,
  PERSON_REPORT_CHOICES,
  type PersonSafetyMenuProps,
} from './components/PersonSafetyMenu';
