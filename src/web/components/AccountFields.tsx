import { PasswordInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import {
  useWatch,
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { PASSWORD_RULES, USERNAME_RULES, ZNewPassword, ZUsername } from '../../shared/auth';
import type { FieldRule } from '../../shared/field-rules';
import { RuleChecklist } from './RuleChecklist';

const EYE_BUTTON = { 'aria-label': 'Show or hide the password' };

/** The rules sit under the field (after the input, before any error) and describe it. */
const RULES_UNDER_FIELD = {
  inputWrapperOrder: ['label', 'input', 'description', 'error'] as (
    'label' | 'input' | 'description' | 'error'
  )[],
  descriptionProps: { component: 'div' },
};

type Props<T extends FieldValues> = {
  /**
   * The form the fields belong to: they register with it, show its errors, and watch the
   * username and password so their rules follow the typing.
   */
  form: {
    register: UseFormRegister<T>;
    control: Control<T>;
    formState: { errors: FieldErrors<T> };
  };
  /** Ask for an optional e-mail address. */
  email?: boolean;
  /** 'new' asks for a password and its confirmation; 'change' the same, left empty to keep it. */
  password?: 'new' | 'change';
  /**
   * 'self' when people fill in their own account; 'other' when an admin fills in someone else's,
   * so the browser neither offers the admin's own saved sign-in nor saves this one as theirs.
   */
  owner?: 'self' | 'other';
};

/**
 * Username, names, e-mail and password, as the first-run, invitation and Add/Edit User forms
 * all ask for them. The form's fields must be named username, firstName, lastName, email,
 * password and confirmPassword.
 */
export function AccountFields<T extends FieldValues>({
  form: {
    register,
    control,
    formState: { errors },
  },
  email = false,
  password = 'new',
  owner = 'self',
}: Props<T>) {
  const field = (name: string) => register(name as Path<T>);
  const message = (name: string) => {
    const error = errors[name as keyof typeof errors];
    return typeof error?.message === 'string' ? error.message : undefined;
  };
  const typed = useWatch({ control, name: ['username', 'password'] as Path<T>[] }) as unknown[];
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const [username, newPassword] = [text(typed[0]), text(typed[1])];
  // A broken rule is already in the checklist under the field: the field turns red without
  // saying it twice. Other refusals (a username taken) show as usual.
  const ruleError = (name: string, rules: readonly FieldRule[]) => {
    const error = message(name);
    return error && rules.some((rule) => rule.message === error) ? true : error;
  };
  const self = owner === 'self';
  const keeping = password === 'change' && newPassword === '';
  return (
    <>
      <TextInput
        label="Username"
        size="md"
        autoComplete={self ? 'username' : 'off'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        error={ruleError('username', Object.values(USERNAME_RULES))}
        {...RULES_UNDER_FIELD}
        description={
          <RuleChecklist
            schema={ZUsername}
            rules={Object.values(USERNAME_RULES)}
            value={username}
          />
        }
        {...field('username')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label="First name"
          size="md"
          autoComplete={self ? 'given-name' : 'off'}
          error={message('firstName')}
          {...field('firstName')}
        />
        <TextInput
          label="Last name"
          size="md"
          autoComplete={self ? 'family-name' : 'off'}
          error={message('lastName')}
          {...field('lastName')}
        />
      </SimpleGrid>
      {email && (
        <TextInput
          label="Email (optional)"
          type="email"
          size="md"
          autoComplete={self ? 'email' : 'off'}
          error={message('email')}
          {...field('email')}
        />
      )}
      <PasswordInput
        label={password === 'change' ? 'New password' : 'Password'}
        size="md"
        autoComplete="new-password"
        visibilityToggleButtonProps={EYE_BUTTON}
        error={ruleError('password', Object.values(PASSWORD_RULES))}
        {...RULES_UNDER_FIELD}
        description={
          keeping ? (
            <Text span fz="sm">
              Leave empty to keep the current one.
            </Text>
          ) : (
            <RuleChecklist
              schema={ZNewPassword}
              rules={Object.values(PASSWORD_RULES)}
              value={newPassword}
            />
          )
        }
        {...field('password')}
      />
      <PasswordInput
        label="Confirm password"
        size="md"
        autoComplete="new-password"
        visibilityToggleButtonProps={EYE_BUTTON}
        error={message('confirmPassword')}
        {...field('confirmPassword')}
      />
    </>
  );
}
