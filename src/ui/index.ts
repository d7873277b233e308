// The design system: presentational components (no store, no fetch, no routing). Styles: import
// './styles.scss' once in the app.
export { Heading, type HeadingLevel } from './Heading';
export { Form, type FormProps, type ServerError } from './form/Form';
export { FormErrorBanner, type FormErrorBannerProps } from './form/FormErrorBanner';
export { FormContext, fieldId, defaultIdPrefix, type FormContextValue } from './form/formContext';
export { useFormField, fieldMessage, type FormField, type FormFieldOptions } from './fields/useFormField';
export { FieldShell, type FieldLabelling } from './fields/FieldShell';
export { TextField, type TextFieldProps } from './fields/TextField';
export { TextAreaField, type TextAreaFieldProps } from './fields/TextAreaField';
export { MaskedTextField, type MaskedTextFieldProps } from './fields/MaskedTextField';
export { CodeField, type CodeFieldProps } from './fields/CodeField';
export { maskTraits, type MaskName } from './fields/maskTraits';
export { DateField, type DateFieldProps } from './fields/DateField';
export { SelectField, type SelectFieldProps, type ChoiceOption } from './fields/SelectField';
export { RadioGroupField, type RadioGroupFieldProps } from './fields/RadioGroupField';
export { CheckboxField, type CheckboxFieldProps } from './fields/CheckboxField';
export { CheckboxGroupField, type CheckboxGroupFieldProps } from './fields/CheckboxGroupField';
export { AddressFields, type AddressFieldsProps } from './fields/AddressFields';
export { PasswordField, type PasswordFieldProps } from './fields/PasswordField';
export { ProofField, proofRule } from './fields/ProofField';
export { PasswordChecklist, type PasswordChecklistProps } from './fields/PasswordChecklist';
export { Button, type ButtonProps, type ButtonVariant } from './feedback/Button';
export { AlertBanner, type AlertBannerProps, type AlertType, type AlertAction } from './feedback/AlertBanner';
export {
  PageError,
  TechnicalSubmissionError,
  SystemError,
  GeneralApiError,
  PartyLoadError,
  BillingPaymentError,
  InvalidMfaCode,
  QuoteCallToContinue,
  UnsupportedBrowserBanner,
  PhoneLink,
  type PageErrorProps,
} from './feedback/errors';
export { StepIndicator, ProgressBar, type StepIndicatorProps, type ProgressBarProps } from './feedback/Progress';
export { PageTemplate, type PageTemplateProps } from './layout/PageTemplate';
export { ContactHoursList, type ContactHoursListProps } from './layout/ContactHours';
export { Loading } from './feedback/Loading';
export { Dialog, useInertOutside, wrapFocus, type DialogProps } from './feedback/Dialog';
export { RemoveQuestion, type RemoveQuestionProps } from './feedback/RemoveQuestion';
export { PageHeading } from './layout/PageHeading';
export { Facts, DetailTable, ColumnTable, type Column } from './layout/Facts';
export { PolicyNumber } from './PolicyNumber';
export { AuthenticatorKey, type AuthenticatorKeyProps } from './AuthenticatorKey';
