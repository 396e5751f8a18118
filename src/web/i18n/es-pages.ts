import { ES_DINER_MESSAGES } from '../../domain/diner-messages/es';
import { plural } from '../../domain/plurals';
import type { DinerCatalogue } from './diner-language';
import { esBookingPayment } from './es-payment';

// Spanish catalogue of the diner's pages but the booking wizard's words (es-wizard.ts), typed against the French one (fr.ts).

export const esPages: Omit<DinerCatalogue, 'wizard'> = {
  common: {
    loading: 'Cargando…',
    close: 'Cerrar',
    back: 'Volver',
    next: 'Siguiente',
    ok: 'Entendido',
    errorTitle: 'Vaya',
    genericError: 'Se ha producido un error. Inténtelo de nuevo.',
    networkError: 'No se puede contactar con el servidor. Compruebe su conexión e inténtelo de nuevo.',
    retry: 'Reintentar',
    required: 'Obligatorio',
    persons: (n: number) => plural('es', n, { one: '# persona', other: '# personas' }),
  },

  landing: {
    title: 'Couvert',
    tagline: 'Reservar mesa, sin complicaciones.',
    pitch: 'Couvert permite a sus clientes reservar mesa en línea en dos minutos, desde su web o su teléfono, y a su equipo seguir el servicio en tiempo real.',
    points: [
      'Reservas en línea 24 h, en su web o mediante un enlace',
      'Lista de espera y confirmación por SMS',
      'Sus mesas, servicios y días de cierre, a su manera',
    ],
    demo: 'Probar la reserva de demostración',
  },

  terms: {
    title: 'Condiciones generales',
    loading: 'Cargando las condiciones generales...',
    errorTitle: 'Vaya, se ha producido un error',
    errorText: 'No se encuentra este restaurante. Compruebe el enlace.',
    book: 'Reservar una mesa',
    /** The product's default terms, in this language (a restaurant's own text is shown as written). */
    defaultText: `Objeto
Las presentes condiciones generales regulan la reserva de una mesa en el restaurante mediante este servicio de reserva en línea. Al validar su reserva, usted las acepta.

Reserva
Su reserva queda registrada para la fecha, la hora y el número de personas indicados. Según el restaurante, puede que deba confirmarla con un código recibido por SMS o con un enlace recibido por correo electrónico. Una inscripción en la lista de espera no es una reserva: no se le asigna ninguna mesa mientras el restaurante no se la haya confirmado.

Llegada y retraso
Su mesa se le guarda 15 minutos después de la hora elegida. Pasado ese tiempo, el restaurante puede disponer de ella. Si va a llegar tarde, avise al restaurante desde la página de su reserva o por teléfono.

Modificación y cancelación
Puede cancelar su reserva desde el enlace recibido por correo electrónico o por SMS. Para cualquier modificación, póngase en contacto directamente con el restaurante. Le rogamos que cancele lo antes posible si no puede venir: la mesa podrá aprovecharla otros clientes.

Datos personales
Sus datos de contacto se transmiten al restaurante únicamente para gestionar su reserva y, si lo ha aceptado, para enviarle sus comunicaciones. Puede en todo momento solicitar al restaurante su consulta, rectificación o supresión.

Responsabilidad
El restaurante es el único responsable de la acogida y del servicio. El servicio de reserva en línea se limita a registrar y transmitir su solicitud.`,
    ownTextNote: 'Estas condiciones las ha redactado el propio restaurante, en francés.',
  },
  myBooking: {
    documentTitle: (product: string, restaurant: string) => `${product}: ${restaurant}`,
    loading: 'Cargando su reserva...',
    errorTitle: 'Vaya, se ha producido un error',
    errorText: 'No se encuentra su reserva. Compruebe el enlace o póngase en contacto con el restaurante.',
    confirmedTitle: 'Reserva confirmada',
    pendingTitle: 'Reserva por confirmar',
    pendingText: 'El restaurante le pide que confirme su reserva.',
    confirmButton: 'Confirmar mi reserva',
    waitingTitle: 'Inscripción en la lista de espera',
    waitingText:
      'El servicio está completo: el restaurante le avisará si se libera una mesa. Esta inscripción no es una reserva: todavía no se le guarda ninguna mesa.',
    waitingHour: 'Hora deseada',
    waitingReference: 'Número de inscripción',
    waitingCancel: 'Anular mi inscripción',
    waitingCancelPromptTitle: 'Anular mi inscripción',
    waitingCancelPromptText: '¿Seguro que quiere salir de la lista de espera?',
    logoAlt: (restaurant: string) => `Logotipo de ${restaurant}`,
    waiter: (name: string) => `Su camarero: ${name}`,
    summaryLabel: 'Su reserva',
    date: 'Fecha',
    hour: 'Hora',
    name: 'Nombre',
    phone: 'Teléfono',
    email: 'E-mail',
    covers: 'Número de personas',
    reference: 'Número de reserva',
    conditionsTitle: 'Condiciones',
    cancel: 'Anular la reserva',
    call: 'Llamar al restaurante',
    warnDelay: 'Avisar de un retraso',
    delayOnTheDay: 'El día de su reserva, podrá avisar al restaurante de un retraso desde esta página.',
    cancelPromptTitle: 'Anular la reserva',
    cancelPromptText: '¿Seguro que quiere anular su reserva?',
    cancelPromptNo: 'No, mantenerla',
    cancelPromptYes: 'Sí, anular',
    cancelling: 'Anulando…',
    cancelError: 'Se ha producido un error al anular',
    delayHeading: 'Avisar de un retraso',
    delayIntro: 'Elija la hora a la que cree que llegará: se avisará al restaurante y se moverá su mesa.',
    delayComment: 'Comentario (opcional)',
    delayCommentHint: 'Unas palabras para el restaurante, por ejemplo el motivo del retraso.',
    newSlot: 'Nueva hora',
    newSlotPlaceholder: 'Seleccione una hora',
    slotsLoading: 'Cargando las horas…',
    noSlot: 'No hay ninguna hora disponible',
    slotFull: (hour: string) => `${hour} (completo)`,
    lunch: 'Para comer',
    dinner: 'Para cenar',
    notify: 'Avisar al restaurante',
    notifying: 'Enviando…',
    chooseSlot: 'Seleccione una nueva hora',
    back: 'Volver',
    delayError: 'Se ha producido un error al cambiar la hora',
    successTitle: 'Anotado',
    confirming: 'Confirmando su reserva...',
    confirmPageError: 'No se ha podido confirmar su reserva.',
    seeBooking: 'Ver mi reserva',
    backToRestaurant: 'Volver al restaurante',
    protection: {
      guaranteeTitle: 'Garantía con tarjeta bancaria',
      depositTitle: 'Depósito',
      accepted: 'Condiciones aceptadas al reservar:',
      freeUntil: (date: string, hour: string) => `Cancelación gratuita hasta el ${date} a las ${hour}`,
      freeOver: (date: string, hour: string) => `La cancelación gratuita era posible hasta el ${date} a las ${hour}.`,
      card: (brand: string, last4: string) => `Tarjeta ${brand} •••• ${last4}`,
      depositPaid: (amount: string) => `Depósito de ${amount} pagado`,
      awaitingCard: 'Su tarjeta aún no se ha registrado.',
      awaitingPayment: 'Su depósito aún no se ha pagado.',
      promptFree: 'La cancelación es gratuita.',
      promptRefund: (amount: string) => `La cancelación es gratuita: se le devolverá su depósito de ${amount}.`,
      promptFeesGuarantee: (amount: string, date: string, hour: string) =>
        `Pueden aplicarse gastos: la cancelación gratuita solo era posible hasta el ${date} a las ${hour}; el restaurante puede cobrar hasta ${amount} en su tarjeta.`,
      promptFeesDeposit: (amount: string, date: string, hour: string) =>
        `Pueden aplicarse gastos: la cancelación gratuita solo era posible hasta el ${date} a las ${hour}; el restaurante se queda con su depósito de ${amount}.`,
      refunding: (amount: string) => `Le devolvemos su depósito de ${amount}: lo verá en su cuenta en unos días.`,
      refunded: (amount: string) => `Se le ha devuelto su depósito de ${amount}.`,
    },
    ended: {
      cancelledTitle: 'Reserva anulada',
      visitedTitle: '¡Gracias por su visita!',
      visitedText: (restaurant: string) => `Todo el equipo de ${restaurant} espera volver a verle pronto.`,
      pastTitle: 'Reserva pasada',
      when: (longDate: string, hour: string, persons: string) => `${longDate} a las ${hour}, para ${persons}`,
      bookAgain: 'Reservar de nuevo',
    },
    attendance: {
      heading: '¿Sigue viniendo?',
      text: (date: string, hour: string) =>
        `El restaurante le espera el ${date} a las ${hour}. Dígale si vendrá: podrá ofrecer su mesa a otros clientes si ya no viene.`,
      /** Shown when the reminder's "Je confirme" link opened the page: the button below still has to be pressed. */
      secondTap:
        'Último paso: pulse «Confirmo» aquí abajo. Solo entonces queda confirmada su visita: este segundo gesto evita que un programa de correo, al abrir el enlace en su lugar, confirme por usted.',
      yes: 'Confirmo',
      no: 'Cancelo',
      confirming: 'Confirmando…',
      confirmed: 'Ha confirmado que vendrá: el restaurante le espera.',
      error: 'No se ha podido confirmar su asistencia.',
      cancelled: 'Esta reserva está cancelada: ya no se puede confirmar.',
      past: 'Esta reserva ya ha pasado: ya no se puede confirmar.',
    },
  },

  communications: {
    documentTitle: (product: string, restaurant: string) => `${product}: ${restaurant}`,
    loading: 'Cargando el restaurante…',
    heading: 'Novedades del día',
    intro: (restaurant: string) => `Reciba los platos del día y las novedades de ${restaurant}, por e-mail o por SMS.`,
    logoAlt: (restaurant: string) => `Logotipo de ${restaurant}`,
    benefitsLabel: 'Lo que recibirá',
    benefits: [
      { title: 'Los platos del día', text: 'Cada día, las sugerencias del chef antes que nadie.' },
      { title: 'Los eventos', text: 'Veladas, menús especiales y novedades: será el primero en saberlo.' },
      { title: 'Sin compromiso', text: 'Cada mensaje incluye un enlace para darse de baja con un clic.' },
    ],
    formLabel: 'Suscripción a las novedades del día',
    email: 'E-mail (opcional)',
    phone: 'Teléfono (opcional)',
    phoneHint: 'Para recibir las novedades por SMS.',
    emailHint: 'Recibirá un e-mail para confirmar su dirección.',
    submit: 'Suscribirme al boletín',
    submitting: 'Suscribiendo…',
    successTitle: '¡Gracias!',
    notFound: 'No se encuentra este restaurante.',
    confirmLoading: 'Confirmando su suscripción…',
    confirmedTitle: 'Suscripción confirmada',
    unsubscribeLoading: 'Dando de baja…',
    unsubscribedTitle: 'Baja confirmada',
    unsubscribedText: 'Se ha dado de baja de nuestra lista de difusión. Ya no recibirá comunicaciones sobre los platos del día.',
    errorTitle: 'Se ha producido un error',
    unsubscribeErrorText: 'No hemos podido tramitar su solicitud de baja. Inténtelo más tarde o póngase en contacto directamente con el restaurante.',
    backToRestaurant: 'Volver al restaurante',
  },

  bookingPayment: esBookingPayment,
  waitingOffer: {
    loading: 'Cargando la oferta...',
    openTitle: '¡Se ha liberado una mesa!',
    openIntro: (name: string) =>
      name
        ? `Hola ${name}, se acaba de liberar una mesa que corresponde a su inscripción en la lista de espera.`
        : 'Se acaba de liberar una mesa que corresponde a su inscripción en la lista de espera.',
    date: 'Fecha',
    hour: 'Hora',
    covers: 'Comensales',
    persons: (n: number) => plural('es', n, { one: '# persona', other: '# personas' }),
    rule: (until: string) => `La primera persona que acepte obtiene la mesa. Oferta válida hasta las ${until}.`,
    accept: 'Acepto',
    accepting: 'Reservando...',
    decline: 'No, gracias',
    acceptedTitle: 'Mesa reservada',
    goneTitle: 'La mesa ya no está disponible',
    declinedTitle: 'Oferta rechazada',
    seeBooking: 'Ver mi reserva',
    errorTitle: 'Vaya, se ha producido un error',
    unreachable: 'El servidor no responde. Compruebe su conexión e inténtelo de nuevo.',
  },

  afterMeal: {
    loading: 'Cargando…',
    title: 'Su opinión cuenta',
    intro: (name: string, date: string) => (name ? `Hola ${name}, gracias por su visita del ${date}.` : `Gracias por su visita del ${date}.`),
    privacy: 'Solo el restaurante lee su respuesta; no se publica.',
    starsLegend: 'Su valoración',
    star: (n: number) => plural('es', n, { one: '# estrella de 5', other: '# estrellas de 5' }),
    comment: 'Un comentario (opcional)',
    send: 'Enviar mi opinión',
    sending: 'Enviando…',
    thanksTitle: '¡Gracias!',
    alreadyTitle: 'Opinión ya registrada',
    closedTitle: 'Formulario no disponible',
    errorTitle: 'Se ha producido un error',
    unreachable: 'El servidor no responde. Compruebe su conexión y vuelva a intentarlo.',
    stopTitle: 'No recibir más agradecimientos',
    stopText: (restaurant: string) => `Ya no recibirá correos de agradecimiento de ${restaurant} después de sus comidas. Sus reservas no cambian.`,
    stop: 'No recibir más estos correos',
    stopping: 'Guardando…',
    stoppedTitle: 'Entendido',
  },

  messages: ES_DINER_MESSAGES,
};
