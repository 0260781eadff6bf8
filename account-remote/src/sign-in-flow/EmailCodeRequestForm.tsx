import { yupResolver } from '@hookform/resolvers/yup';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as yup from 'yup';
import type { EmailOnlyRequest } from 'contracts/src/account/authApi';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import { TextField, toast } from 'shared-ui';
import { AuthForm } from '../auth-layout/AuthForm';
import { useAuthForm } from '../auth-layout/useAuthForm';
import { withRedirect } from './safeRedirect';
import { emailFieldSchema } from './validationMessages';

const schema = yup.object({ email: emailFieldSchema });
const CODE_NOT_SENT = 'Could not send the code. Please try again.';

interface EmailCodeRequestFormProps {
  request: (body: EmailOnlyRequest) => Promise<ApiEnvelope<null>>;
  submitLabel: string;
}

/**
 * One e-mail field that asks the server to mail a code, then goes to /verifyOtp with the address (never the code:
 * it is only in the e-mail). Errors show once the field is touched (catalogue spec §5).
 */
export function EmailCodeRequestForm({ request, submitLabel }: EmailCodeRequestFormProps) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { submit, field, submitting } = useAuthForm(yupResolver(schema), {
    mode: 'onTouched',
    send: async ({ email }) => {
      const answer = await request({ email });
      toast.success(answer.message);
      const next = `/verifyOtp?${new URLSearchParams({ email }).toString()}`;
      await navigate(withRedirect(next, searchParams.get('redirect')));
    },
    failure: CODE_NOT_SENT,
  });

  return (
    <AuthForm onSubmit={submit} submitting={submitting} submitLabel={submitLabel}>
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
    </AuthForm>
  );
}
