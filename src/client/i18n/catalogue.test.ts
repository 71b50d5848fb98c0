import { describe, expect, it } from 'vitest';
import { checkCatalogue } from '../../../tests/helpers/catalogue-checks';
import en from './messages/en.json';
import es from './messages/es.json';

checkCatalogue('the shell (issue 32)', en, es, {
  'repeater.addError':
    "the spec's English names the repeater by its id; the Spanish names the entry (the id is English)",
});

describe("the shell's exact texts (spec sections 2, 4 and 8)", () => {
  it.each([
    ['inactivity.title', 'Still working?', '¿Sigue trabajando?'],
    [
      'inactivity.text',
      'You have been inactive for a little while. Would you like to stay logged in?',
      'Lleva un rato sin actividad. ¿Desea mantener su sesión iniciada?',
    ],
    ['inactivity.stay', 'Yes - Take me back to my application', 'Sí, quiero volver a mi solicitud'],
    ['inactivity.leave', 'No - Please log me out', 'No, quiero cerrar mi sesión'],
    ['rootError.heading', 'Something went wrong.', 'Algo salió mal.'],
    [
      'rootError.text',
      'The issue that caused you to see this has been logged. We will get it fixed as soon as possible.',
      'Registramos el problema que causó este error. Lo corregiremos lo antes posible.',
    ],
    ['fallback.heading', 'Unexpected Application Error!', '¡Error inesperado en la aplicación!'],
    ['unexpected.title', 'Unexpected Error', 'Error inesperado'],
    ['modal.error', 'Error', 'Error'],
    ['toast.success', 'Success', 'Listo'],
    ['toast.error', 'Error', 'Error'],
    [
      'card.resendError',
      'Resend Confirmation Code Error',
      'Error al reenviar el código de confirmación',
    ],
    ['card.login', 'Log In', 'Iniciar sesión'],
    ['card.signup', 'Sign Up', 'Registrarse'],
    ['card.confirm', 'Confirm Your Account', 'Confirme su cuenta'],
    ['card.forgot', 'Forgot Password', '¿Olvidó su contraseña?'],
    ['card.reset', 'Reset Password', 'Restablecer la contraseña'],
    ['account.title', 'Account', 'Cuenta'],
    ['greeting.firstLogin', "You're in!", '¡Listo, ya tiene acceso!'],
    ['greeting.welcomeBack', 'Welcome back!', '¡Qué gusto tenerle de vuelta!'],
    ['greeting.hello', 'Hello!', '¡Hola!'],
    ['language.switch', 'Español', 'English'],
    [
      'error.generic',
      "We've encountered an unexpected error at this time. Please try again later.",
      'Se produjo un error inesperado. Inténtelo de nuevo más tarde.',
    ],
    [
      'error.sessionInvalid',
      'Your session is invalid. Please clear your cookies and login again.',
      'Su sesión no es válida. Borre las cookies de su navegador e inicie sesión de nuevo.',
    ],
    [
      'logout.inactivity',
      'You have been automatically logged out due to inactivity.',
      'Cerramos su sesión automáticamente por inactividad.',
    ],
    [
      'file.uploadError',
      'Error uploading file for {field}',
      'Error al cargar el archivo para {field}',
    ],
    ['tabs.error', 'Error handling tabs for {tab}', 'Error al cambiar a la pestaña {tab}'],
    ['repeater.addError', 'Error adding another {id}', 'Error al agregar otra entrada: {entry}'],
    ['pdf.fileName', 'application.pdf', 'solicitud.pdf'],
    // The show/hide buttons are named per field, not composed from its label.
    ['password.showPassword', 'Show password', 'Mostrar la contraseña'],
    ['password.hideNewPassword', 'Hide new password', 'Ocultar la nueva contraseña'],
    [
      'password.showConfirmPassword',
      'Show password confirmation',
      'Mostrar la confirmación de la contraseña',
    ],
    // Read after any label, masculine or feminine: the marker agrees with "respuesta".
    ['field.requiredMark', ' (required)', ' (respuesta obligatoria)'],
    ['tabs.uploadTitle', 'File Upload in Progress', 'Carga de archivo en curso'],
    ['deleteFile.title', 'Delete File', 'Eliminar el archivo'],
    [
      'completion.submitted',
      'Your application was successfully submitted.',
      'Su solicitud se envió correctamente.',
    ],
    [
      'tabs.uploadText',
      'Please wait until the file upload has completed.',
      'Espere a que termine de cargarse el archivo.',
    ],
    [
      'deleteFile.text',
      'Are you sure you want to delete your file?',
      '¿Confirma que desea eliminar su archivo?',
    ],
  ] as const)('%s', (key, english, spanish) => {
    expect(en[key]).toBe(english);
    expect(es[key]).toBe(spanish);
  });
});
