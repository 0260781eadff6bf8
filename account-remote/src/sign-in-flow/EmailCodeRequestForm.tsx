import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as yup from 'yup';
import type { EmailOnlyRequest } from 'contracts/src/account/authApi';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import { Button } from 'shared-ui/src/components/Button/Button';
import { TextField } from 'shared-ui/src/components/TextField/TextField';
import { toast } from 'shared-ui/src/toasts/toast';
import styles from '../auth-layout/AuthLayout.module.css';
import { errorMessage } from './errorMessage';
import { withRedirect } from './safeRedirect';
import { emailFieldSchema } from './validationMessages';

const schema = yup.object({ email: emailFieldSchema });
type EmailForm = yup.InferType<typeof schema>;

interface EmailCodeRequestFormProps {
  request: (body: EmailOnlyRequest) => Promise<ApiEnvelope<null>>;
  submitLabel: string;
  failureMessage: string;
}

/**
 * One e-mail field that asks the server to mail a code, then goes to /verifyOtp with the address (never the code:
 * it is only in the e-mail). Errors show once the field is touched (catalogue spec §5).
 */
export function EmailCodeRequestForm({ request, submitLabel, failureMessage }: EmailCodeRequestFormProps) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmailForm>({ resolver: yupResolver(schema), mode: 'onTouched' });

  const submit = handleSubmit(async ({ email }) => {
    try {
      const answer = await request({ email });
      toast.success(answer.message);
      const next = `/verifyOtp?${new URLSearchParams({ email }).toString()}`;
      await navigate(withRedirect(next, searchParams.get('redirect')));
    } catch (error) {
      toast.error(errorMessage(error, failureMessage));
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <Button type="submit" loading={isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
