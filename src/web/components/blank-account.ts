/** The fields of AccountFields (with an e-mail) as a form opens them for a new account: empty. */
export const BLANK_ACCOUNT = {
  username: '',
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
};
