/* Without zod: the web's Polish dictionary imports these into every page. */

/** Pupils' accounts a teacher creates for pupils without e-mail (issue 56, part 1). */
export const managedPupilLimits = {
  /** Names in one request. */
  maxNames: 40,
  /** Characters of one name. */
  nameMax: 60,
  /** Days a login card's one-time password signs in after it was issued (issue 72); then a teacher prints a new one. */
  loginCardDays: 14,
} as const;

export const managedPupilMessages = {
  namesRequired: 'Wpisz co najmniej jedno imię i nazwisko.',
  namesTooMany: `Naraz można dodać najwyżej ${managedPupilLimits.maxNames} uczniów.`,
  nameRequired: 'Imię i nazwisko nie może być puste.',
  nameTooLong: `Imię i nazwisko może mieć najwyżej ${managedPupilLimits.nameMax} znaków.`,
  nameControlCharacters: 'Imię i nazwisko zawiera niedozwolone znaki.',
  pupilHasEmail: 'Ten uczeń ma adres e-mail: nowe hasło ustawia sam, przez „Nie pamiętasz hasła?”.',
  loginEmailOrUsername: 'Podaj e-mail albo login, nie oba naraz.',
  passwordChangeRequired: 'Ustaw własne hasło, zanim przejdziesz dalej.',
  /** Any signed-in call but setting the password, from a session of a login card's one-time password (issue 72). */
  ownPasswordFirst: 'Najpierw ustaw własne hasło.',
  /** Signing in with a login card's one-time password more than `loginCardDays` after it was issued. */
  loginCardExpired: 'Hasło z karty logowania wygasło. Poproś nauczyciela o nową kartę.',
} as const;

/** Adding an e-mail to an account that has none (a pupil's account a teacher made): POST /user/me/email. */
export const addEmailMessages = {
  hasEmail: 'Twoje konto ma już adres e-mail.',
  taken: 'Ten adres e-mail jest już używany przez inne konto.',
  sent: 'Wysłaliśmy link na podany adres. Adres zostanie dodany do konta, gdy klikniesz link.',
} as const;
