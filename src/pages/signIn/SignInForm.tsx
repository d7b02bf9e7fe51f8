import { type FormEvent, type MouseEvent, useId, useState } from 'react';
import { errorStatus, errorText } from '../../providers/errorText';
import type { Translate } from './messages';

export interface Credentials {
  username: string;
  password: string;
}

type FieldErrors = Partial<Record<keyof Credentials, string>>;

const MAX_LOGIN_LENGTH = 50;

/** The i18n keys of what is wrong with each field, or none. */
const validate = ({ username, password }: Credentials): FieldErrors => {
  const errors: FieldErrors = {};
  if (!username.trim()) errors.username = 'aval.auth.loginRequired';
  else if (username.trim().length > MAX_LOGIN_LENGTH) errors.username = 'aval.auth.tooLong';
  if (!password) errors.password = 'aval.auth.passwordRequired';
  return errors;
};

export interface SignInFormProps {
  translate: Translate;
  /** Starts the session; rejects with the gateway's error (its pt-BR message, its status). */
  signIn: (credentials: Credentials) => Promise<unknown>;
  /** The account is locked (423): the portal's /locked page. */
  onLocked: () => void;
  /** Opens another portal page (recovery, registration). */
  navigate: (path: string) => void;
}

/**
 * Login and password, in plain elements: the sign-in page is every user's first screen, so it
 * paints without Material UI and react-admin (issue 17). What each field lacks shows under it; the
 * gateway's pt-BR message shows above the fields; a locked account goes to /locked.
 */
export const SignInForm = ({ translate, signIn, onLocked, navigate }: SignInFormProps) => {
  const id = useId();
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [passwordShown, setPasswordShown] = useState(false);

  const change = (field: keyof Credentials, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // once a sign-in was tried, a field's message follows what the user types
    if (attempted) setErrors(validate(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setAttempted(true);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    setSubmitting(true);
    try {
      await signIn({ username: values.username.trim(), password: values.password });
    } catch (error) {
      if (errorStatus(error) === 423) {
        onLocked();
        return;
      }
      setFailure(translate(errorText(error), errorText(error)));
    } finally {
      setSubmitting(false);
    }
  };

  const follow = (path: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(path);
  };

  const field = (name: keyof Credentials) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    disabled: submitting,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
  });

  const fieldError = (name: keyof Credentials) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="aval-signin__field-error">
        {translate(errors[name])}
      </p>
    );

  return (
    <form className="aval-signin__form" onSubmit={submit} noValidate>
      {failure && (
        <div className="aval-signin__alert" role="alert">
          {failure}
        </div>
      )}
      <div className="aval-signin__field">
        <label htmlFor={`${id}-username`}>{translate('aval.auth.login')}</label>
        <input {...field('username')} type="text" autoComplete="username" autoFocus />
        {fieldError('username')}
      </div>
      <div className="aval-signin__field">
        <label htmlFor={`${id}-password`}>{translate('aval.auth.password')}</label>
        <div className="aval-signin__password">
          <input
            {...field('password')}
            type={passwordShown ? 'text' : 'password'}
            autoComplete="current-password"
          />
          <button
            type="button"
            className="aval-signin__reveal"
            aria-label={translate(
              passwordShown ? 'aval.auth.hidePassword' : 'aval.auth.showPassword',
            )}
            aria-pressed={passwordShown}
            onClick={() => setPasswordShown((shown) => !shown)}
          >
            {/* Material's Visibility / VisibilityOff paths drawn inline: the icon package would
                bring Material UI's SvgIcon, and with it its styling, into the first load */}
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d={
                  passwordShown
                    ? 'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7zM2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3 2 4.27zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2zm4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3l-.17.01z'
                    : 'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5zM12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5zm0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3z'
                }
              />
            </svg>
          </button>
        </div>
        {fieldError('password')}
      </div>
      <button
        type="submit"
        className="aval-signin__submit"
        disabled={submitting}
        aria-busy={submitting}
      >
        {translate(submitting ? 'aval.auth.submitting' : 'aval.auth.submit')}
      </button>
      <a
        className="aval-signin__link"
        href="/recuperacao-da-senha"
        onClick={follow('/recuperacao-da-senha')}
      >
        {translate('aval.auth.forgotPassword')}
      </a>
      <a
        className="aval-signin__link"
        href="/iniciar-cadastro"
        onClick={follow('/iniciar-cadastro')}
      >
        {translate('aval.accounts.registerLink')}
      </a>
    </form>
  );
};
