// shared-ui's public API: the one module the shell and every remote import (`import { Button } from 'shared-ui'`),
// shared at runtime as one Module Federation singleton (share key `shared-ui`), so that module-level state (the
// session, the API client's configuration, loaded remote modules, the toast queue) exists once per page. Its files
// import each other by relative path: all of them are inside that one shared module.
//
// Beside it, by the package's `exports`: `shared-ui/federation-runtime` (the shell's and the harness's loader, the
// one browser module that touches the federation runtime), `shared-ui/harness` (a remote's standalone page),
// `shared-ui/testing` (Jest helpers) and `shared-ui/design/*.css` (the tokens and the base style sheet).

export { cartQuery, adoptCartRead } from './cart/cartQuery';
export { adoptEarlyRead, type EarlyAnswer, type EarlyReadQuery } from './data/adoptEarlyRead';

export { Button, type ButtonProps, type ButtonVariant } from './components/Button/Button';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog/ConfirmDialog';
export { DropdownMenu, type DropdownMenuItem, type DropdownMenuProps } from './components/DropdownMenu/DropdownMenu';
export { Field, FieldError, useFieldA11y, type FieldA11y, type FieldProps } from './components/Field/Field';
export { Modal, type ModalProps } from './components/Modal/Modal';
export { useFocusTrap } from './components/Modal/useFocusTrap';
export { SelectField, type SelectFieldProps, type SelectOption } from './components/SelectField/SelectField';
export { EmptyState, type EmptyStateProps } from './components/StatusMessage/EmptyState';
export { ErrorState, type ErrorStateProps } from './components/StatusMessage/ErrorState';
export { LoadingState, type LoadingStateProps } from './components/StatusMessage/LoadingState';
export { TextAreaField, type TextAreaFieldProps } from './components/TextAreaField/TextAreaField';
export { TextField, type TextFieldProps } from './components/TextField/TextField';
export { TitledPage } from './components/TitledPage/TitledPage';

export { loadRuntimeConfig, parseRuntimeConfig, readInlineRuntimeConfig } from './config/runtimeConfig';

export { QueryStatus, type QueryStatusProps } from './data/QueryStatus';
export { StoreQueryProvider, type StoreQueryProviderProps } from './data/StoreQueryProvider';
export {
  CART_QUERY_KEY,
  PLANS_QUERY_KEY,
  SHOPPER_DATA,
  createStoreQueryClient,
  followStoreEvents,
  pageQueryClient,
} from './data/storeQueryClient';

export { emitStoreEvent, onStoreEvent } from './events/eventBus';
export { useStoreEvent } from './events/useStoreEvent';

export { PreloadedRemoteComponents, usePreloadedRemoteComponent } from './federation/PreloadedRemoteComponents';
export { RemoteErrorBoundary } from './federation/RemoteErrorBoundary';
export { RemoteFragment, type RemoteFragmentProps } from './federation/RemoteFragment';
export { RemoteLoaderProvider, useRemoteLoader } from './federation/RemoteLoaderContext';
export { REMOTE_PAGE_FALLBACK_TEXT, RemotePage, type RemotePageProps } from './federation/RemotePage';
export {
  forgetRemoteComponent,
  loadRemoteComponent,
  rememberFailedLoad,
  remoteComponentKey,
} from './federation/remoteComponentCache';
export type { RemoteLoader } from './federation/remoteLoader';
export { TimeoutExceededError, withTimeout } from './federation/withTimeout';

export { field } from './forms/formField';
export { NameDialog, type NameDialogProps, type NameValues } from './forms/NameDialog';

export { ApiError, isApiError, type ApiErrorKind } from './http/ApiError';
export {
  apiClient,
  configureApiClient,
  type ApiClientConfig,
  type ApiFile,
  type QueryRequestOptions,
  type RequestBody,
  type RequestOptions,
} from './http/apiClient';

export type { PageHead, PageImage, PageLoadContext, PageLoader, PageLoadResult } from './rendering/pageLoad';
export { useHydrated } from './rendering/useHydrated';
export { useNearViewport } from './rendering/useNearViewport';
export { WhenNearViewport, type WhenNearViewportProps } from './rendering/WhenNearViewport';

export { LogoutDialog } from './session/LogoutDialog';
export { getSessionToken, useSessionStore, type SessionState } from './session/sessionStore';
export { useSessionKnown, useSignedIn } from './session/useSignedIn';

export {
  RemoteLoadError,
  onRemoteFailures,
  type RemoteFailureEvent,
  type RemoteLoadFailureKind,
} from './telemetry/remoteFailures';

export { ToastProvider } from './toasts/ToastProvider';
export { toast, type ToastAction, type ToastVariant } from './toasts/toast';
