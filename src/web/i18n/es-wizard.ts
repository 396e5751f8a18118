import { BOOKING_NEWS_CONSENT } from '../../domain/subscription-consent';
import { plural } from '../../domain/plurals';
import type { DinerCatalogue } from './diner-language';
import { esProtection } from './es-payment';

// Spanish words of the booking wizard, a chunk of their own: the other diner pages do without them.

const persons = (n: number) => plural('es', n, { one: '# persona', other: '# personas' });

export const esWizard: DinerCatalogue['wizard'] = {
  mainLabel: 'Reserva de mesa',
  logoAlt: (restaurant: string) => `Logotipo de ${restaurant}`,
  documentTitle: (product: string, restaurant: string) => `${product}: ${restaurant}`,
  loadingConfig: 'Cargando el restaurante…',

  steps: {
    starting: 'Elegir el día',
    informations: 'Datos',
    experience: 'Experiencia',
    validation: 'Validación',
    navLabel: 'Pasos de la reserva',
    completed: 'completado',
    skipped: 'omitido',
    current: 'paso actual',
  },

  nav: {
    back: 'Volver',
    next: 'Siguiente',
    start: 'Empezar',
    book: 'Reservar',
    joinWaiting: 'Inscribirse en la lista de espera',
    reset: 'Empezar de nuevo la reserva',
    resetPromptTitle: '¿Empezar de nuevo la reserva?',
    resetPromptText: 'Se borrarán la fecha, la hora y los datos ya introducidos.',
    resetPromptNo: 'No, continuar',
    resetPromptYes: 'Sí, empezar de nuevo',
    footerLabel: 'Navegación de la reserva',
    working: 'Espere, por favor…',
    hints: {
      date: 'Elija un día para continuar.',
      hour: 'Elija una hora para continuar.',
      informations: 'Complete los campos obligatorios para continuar.',
      experience: 'Responda a las preguntas obligatorias para continuar.',
      summary: 'Acepte las condiciones para reservar.',
      summaryWaiting: 'Acepte las condiciones para inscribirse.',
    },
  },

  unavailable: {
    title: 'Reserva no disponible',
    text: 'Por el momento no se puede reservar en línea en este restaurante.',
    notYetTitle: 'Disponible pronto',
    notYetText: 'La reserva en línea de este restaurante aún no está abierta: su alta está en curso. Llame al restaurante para reservar.',
    call: 'Llamar al restaurante',
    website: 'Visitar la web',
  },

  welcome: {
    heading: 'Bienvenido',
    fastTitle: 'Fácil y rápido',
    fastText: 'Elija su día y su hora, y reserve en pocos clics.',
    customTitle: 'A su medida',
    customText: 'Indique sus preferencias para que el restaurante le reciba lo mejor posible.',
    averageTime: 'Tiempo medio: 2 minutos',
  },

  dayNotice: {
    past: (longDate: string) => `El ${longDate} ya ha pasado: elija otro día.`,
    closed: (longDate: string) => `El restaurante cierra el ${longDate}: elija otro día.`,
    too_far: (longDate: string) => `El ${longDate} aún no está abierto a reservas: elija un día más cercano.`,
  },
  date: {
    heading: 'Elija su día',
    previousMonth: 'Mes anterior',
    nextMonth: 'Mes siguiente',
    loadingDates: 'Cargando la disponibilidad…',
    closedDatesError: 'No se han podido cargar los días de apertura.',
    weekdaysShort: ['lun.', 'mar.', 'mié.', 'jue.', 'vie.', 'sáb.', 'dom.'],
    weekdaysLong: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
    selected: 'seleccionado',
    unavailableDay: 'no disponible',
    today: 'hoy',
    chosen: (longDate: string) => `Día elegido: ${longDate}`,
    eventsButton: 'Ver los próximos eventos',
    eventsTitle: 'Próximos eventos',
    eventsEmpty: 'No hay eventos en los próximos días.',
    eventsBackToCalendar: 'Volver al calendario',
    eventsBook: 'Reservar',
    eventsBookLabel: (name: string, date: string) => `Reservar para ${name}, el ${date}`,
    eventsLoading: 'Cargando los eventos…',
  },

  hour: {
    heading: 'Elija su hora',
    pastHidden: 'Ya no se ofrecen las horas pasadas.',
    lunch: 'Para comer',
    dinner: 'Para cenar',
    loading: 'Cargando las horas…',
    error: 'No se han podido cargar las horas. Inténtelo de nuevo.',
    noneAvailable: 'NINGUNA HORA DISPONIBLE, LLAME POR FAVOR',
    callNumber: (phone: string) => `Llamar al ${phone}`,
    slotUnavailable: 'completo',
    slotClosed: 'no reservable',
    serviceFull: 'Completo',
    waitingBannerTitle: 'Restaurante completo',
    waitingBannerTitleNoon: 'El servicio de mediodía está completo',
    waitingBannerTitleEvening: 'El servicio de la noche está completo',
    waitingBannerText: 'Apúntese a nuestra lista de espera y le avisaremos si se libera una mesa',
    waitingBannerButton: 'Apuntarse a la lista de espera',
    waitingTitleNoon: 'Lista de espera - Servicio de mediodía',
    waitingTitleEvening: 'Lista de espera - Servicio de noche',
    waitingText: 'Le avisaremos por SMS o por e-mail si se libera una mesa. Elija la hora que mejor le convenga.',
    waitingPreferredTime: 'Hora deseada',
    waitingBack: 'Volver',
    waitingValidate: 'Validar',
    waitingChosen: 'Lista de espera',
  },

  informations: {
    heading: 'Sus datos',
    dateCard: 'Fecha',
    hourCard: 'Hora',
    waitingNotice: 'Inscripción en la lista de espera: el restaurante le avisará si se libera una mesa.',
    covers: '¿Cuántas personas?',
    coversMinus: 'Quitar una persona',
    coversPlus: 'Añadir una persona',
    name: 'Nombre',
    email: 'E-mail',
    phone: 'Teléfono',
    phoneConfirmation: 'Confirmación del número',
    birthday: 'Fecha de cumpleaños (opcional)',
    postCode: 'Código postal (opcional)',
    informations: 'Información adicional (opcional)',
    informationsHint: 'Alergias, carrito de bebé, ocasión especial…',
    icons: 'Sus preferencias',
    checking: 'Comprobando su solicitud…',
    errors: {
      tooLong: 'Este texto es demasiado largo.',
    },
  },

  experience: {
    heading: 'Su experiencia',
    questions: 'Algunas preguntas del restaurante',
    questionsLoading: 'Cargando las preguntas…',
    requiredBadge: 'Obligatorio',
    requiredError: 'Este campo es obligatorio',
    tableChoice: 'Elegir su mesa preferida',
    tableAny: 'Me da igual',
    tablesLoading: 'Cargando las mesas…',
    tablesEmpty: 'No hay ninguna mesa concreta disponible a esta hora.',
    tableCapacity: (n: number) => `hasta ${persons(n)}`,
    seePlan: 'Ver el plano',
    planTitle: 'Plano de la sala',
    planAlt: 'Plano de la sala del restaurante',
    close: 'Cerrar',
    placement: '¿Dónde desea sentarse?',
    placementAny: 'Me da igual',
    preparing: 'Preparando su resumen…',
  },

  protection: esProtection,

  summary: {
    heading: 'Compruebe sus datos',
    date: 'Fecha',
    hour: 'Hora',
    covers: 'Personas',
    name: 'Nombre',
    email: 'E-mail',
    phone: 'Teléfono',
    informations: 'Información',
    waiting: 'Inscripción en la lista de espera',
    hold: 'Le guardaremos la mesa 15 minutos después de la hora elegida.',
    waitingHold:
      'Una inscripción en la lista de espera no es una reserva: todavía no se le ha asignado ninguna mesa. El restaurante le avisará si se libera una mesa.',
    waitingHour: 'Hora deseada',
    preferences: 'Preferencias',
    table: 'Mesa deseada',
    placement: 'Zona deseada',
    consentsLegend: 'Sus consentimientos',
    terms: 'Acepto las condiciones generales de uso del servicio.',
    termsBefore: 'Acepto las ',
    termsLink: 'condiciones generales de uso del servicio',
    termsAfter: '.',
    newTab: '(se abre en una pestaña nueva)',
    communications: BOOKING_NEWS_CONSENT.es,
    adult: 'Certifico que soy mayor de edad y que todas las personas de mi reserva también lo son.',
    requiredMark: '(obligatorio)',
    dataNotice:
      'El restaurante utiliza sus datos únicamente para gestionar su reserva y, si lo acepta, para enviarle sus comunicaciones. Puede pedir al restaurante en cualquier momento consultarlos, rectificarlos o suprimirlos.',
    creating: 'Enviando su reserva…',
    creatingWaiting: 'Enviando su inscripción…',
    /** The request or its answer was lost on the network: the same idempotency key makes a retry safe. */
    createOffline:
      'Se ha perdido la conexión durante el envío. Compruebe su conexión y pulse de nuevo «Reservar»: si la solicitud ya había llegado, no se registrará dos veces.',
    createError: 'Se ha producido un error al crear su reserva. Inténtelo de nuevo.',
    createOfflineWaiting:
      'Se ha perdido la conexión durante el envío. Compruebe su conexión y pulse de nuevo «Inscribirse en la lista de espera»: si la solicitud ya había llegado, no se registrará dos veces.',
    createErrorWaiting: 'Se ha producido un error al inscribirle en la lista de espera. Inténtelo de nuevo.',
    successTitle: '¡Su solicitud ha sido enviada!',
    successConfirmation: (n: number) => `Recibirá una confirmación de su reserva para ${persons(n)}.`,
    successConfirmed: (n: number) =>
      `Su reserva para ${persons(n)} está confirmada. Le hemos enviado por correo electrónico el resumen y el enlace para gestionarla.`,
    successPendingLink:
      'Último paso: haga clic en el enlace del correo electrónico que acabamos de enviarle para confirmar su reserva. Hasta entonces, el restaurante no la considera confirmada.',
    successDetails: (persons: string, longDate: string, hour: string) => `Para ${persons}, el ${longDate} a las ${hour}`,
    successWaitingTitle: 'Está en la lista de espera',
    successWaitingDetails: (persons: string, longDate: string, hour: string) => `Para ${persons}, el ${longDate}, hacia las ${hour}`,
    successWaitingReference: 'Número de inscripción',
    successReference: 'Número de reserva',
    successWaiting: 'Está inscrito en la lista de espera. El restaurante le avisará si se libera una mesa.',
    successClose: 'Terminar',
  },

  sms: {
    heading: 'Confirme su número',
    text: (phone: string) => `Se ha enviado un código de confirmación por SMS al ${phone}.`,
    validity: 'Este código es válido durante 10 minutos.',
    codeLabel: 'Código recibido por SMS (6 cifras)',
    codeHint: (length: number, typed: number) =>
      typed === 0 || typed === length
        ? `El código tiene ${length} cifras.`
        : plural('es', typed, { one: `# cifra de ${length}.`, other: `# cifras de ${length}.` }),
    validate: 'Validar el código',
    resend: 'Reenviar el código',
    sending: 'Enviando el código…',
    sent: 'Se acaba de enviar un código nuevo.',
    error: 'código incorrecto',
    sendError: 'No se ha podido enviar el código. Inténtelo de nuevo.',
    verified: 'Número de teléfono confirmado.',
  },

  botCheck: {
    failed: 'La verificación antirrobot ha fallado. Inténtelo de nuevo.',
  },
};
