import { COMPLETE_LOCALES } from '../../../contract/locales';

/**
 * The words of the mails this area sends, in every complete locale. Mail is written on
 * the server, outside the PWA's Lingui catalogs, so they are kept here; a locale that is not
 * complete gets its language's complete locale or en-US.
 */
type TextKey = 'resetSubject' | 'resetBody' | 'resetIgnore' | 'approvedSubject' | 'approvedBody' | 'approvedSetPassword';
export type MailTexts = Record<TextKey, string>;

const TEXTS: Record<string, MailTexts> = {
  'en-US': {
    resetSubject: 'Set a new password for the Fleet Tire Portal',
    resetBody: 'Someone asked to set a new password for the portal account of this address. To choose one, open this link within one hour:',
    resetIgnore: 'If you did not ask for it, ignore this mail: your password stays as it is. The link works once.',
    approvedSubject: 'Your Fleet Tire Portal account is ready',
    approvedBody: 'Your registration was approved. Sign in with this email address and the password you chose:',
    approvedSetPassword: 'Your registration was approved. Choose your password within one hour with this link, then sign in:',
  },
  'es-US': {
    resetSubject: 'Establezca una nueva contraseña para el Portal de llantas de flota',
    resetBody: 'Alguien pidió establecer una nueva contraseña para la cuenta del portal de esta dirección. Para elegirla, abra este enlace antes de una hora:',
    resetIgnore: 'Si usted no lo pidió, ignore este correo: su contraseña no cambia. El enlace funciona una sola vez.',
    approvedSubject: 'Su cuenta del Portal de llantas de flota está lista',
    approvedBody: 'Su registro fue aprobado. Inicie sesión con esta dirección de correo y la contraseña que eligió:',
    approvedSetPassword: 'Su registro fue aprobado. Elija su contraseña antes de una hora con este enlace y luego inicie sesión:',
  },
  'fr-CA': {
    resetSubject: 'Choisissez un nouveau mot de passe pour le Portail des pneus de flotte',
    resetBody: 'Quelqu’un a demandé un nouveau mot de passe pour le compte du portail de cette adresse. Pour le choisir, ouvrez ce lien d’ici une heure :',
    resetIgnore: 'Si vous ne l’avez pas demandé, ignorez ce courriel : votre mot de passe ne change pas. Le lien ne fonctionne qu’une fois.',
    approvedSubject: 'Votre compte du Portail des pneus de flotte est prêt',
    approvedBody: 'Votre inscription a été approuvée. Connectez-vous avec cette adresse courriel et le mot de passe choisi :',
    approvedSetPassword: 'Votre inscription a été approuvée. Choisissez votre mot de passe d’ici une heure avec ce lien, puis connectez-vous :',
  },
  'fr-FR': {
    resetSubject: 'Choisissez un nouveau mot de passe pour le Portail des pneus de flotte',
    resetBody: 'Quelqu’un a demandé un nouveau mot de passe pour le compte du portail de cette adresse. Pour le choisir, ouvrez ce lien dans l’heure :',
    resetIgnore: 'Si vous ne l’avez pas demandé, ignorez ce message : votre mot de passe reste inchangé. Le lien ne fonctionne qu’une fois.',
    approvedSubject: 'Votre compte du Portail des pneus de flotte est prêt',
    approvedBody: 'Votre inscription a été approuvée. Connectez-vous avec cette adresse e-mail et le mot de passe choisi :',
    approvedSetPassword: 'Votre inscription a été approuvée. Choisissez votre mot de passe dans l’heure avec ce lien, puis connectez-vous :',
  },
  'pt-BR': {
    resetSubject: 'Defina uma nova senha para o Portal de pneus de frota',
    resetBody: 'Alguém pediu uma nova senha para a conta do portal deste endereço. Para escolhê-la, abra este link em até uma hora:',
    resetIgnore: 'Se você não pediu, ignore este e-mail: sua senha continua a mesma. O link funciona uma única vez.',
    approvedSubject: 'Sua conta do Portal de pneus de frota está pronta',
    approvedBody: 'Seu cadastro foi aprovado. Entre com este endereço de e-mail e a senha que você escolheu:',
    approvedSetPassword: 'Seu cadastro foi aprovado. Escolha sua senha em até uma hora com este link e depois entre:',
  },
  'de-DE': {
    resetSubject: 'Neues Passwort für das Flottenreifen-Portal festlegen',
    resetBody: 'Für das Portalkonto dieser Adresse wurde ein neues Passwort angefordert. Öffnen Sie diesen Link innerhalb einer Stunde, um es festzulegen:',
    resetIgnore: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert. Der Link funktioniert nur einmal.',
    approvedSubject: 'Ihr Konto im Flottenreifen-Portal ist bereit',
    approvedBody: 'Ihre Registrierung wurde genehmigt. Melden Sie sich mit dieser E-Mail-Adresse und Ihrem gewählten Passwort an:',
    approvedSetPassword: 'Ihre Registrierung wurde genehmigt. Legen Sie innerhalb einer Stunde mit diesem Link Ihr Passwort fest und melden Sie sich dann an:',
  },
};

/** The texts of a locale: itself when complete, else a complete locale of its language, else en-US. */
export function mailTexts(locale: string): MailTexts {
  const language = locale.split('-')[0];
  const sibling = COMPLETE_LOCALES.find((l) => l.split('-')[0] === language && l in TEXTS);
  return TEXTS[locale] ?? (sibling ? TEXTS[sibling] : undefined) ?? TEXTS['en-US']!;
}
