import type { DinerCatalogue } from './diner-language';

// Spanish words of a card guarantee or a deposit (see fr-payment.ts).

export const esProtection: DinerCatalogue['wizard']['protection'] = {
  guaranteeHeading: 'Garantía con tarjeta bancaria',
  depositHeading: 'Depósito',
  guaranteeAmount: (amount: string) => `Importe cobrado si no se presenta: ${amount}`,
  depositAmount: (amount: string) => `Importe que se paga ahora: ${amount}`,
  freeUntil: (when: string) => `Cancelación gratuita hasta el ${when}`,
  freeOver: 'El plazo de cancelación gratuita de esta reserva ya ha pasado.',
  dateAtTime: (date: string, time: string) => `${date} a las ${time}`,
  acceptGuarantee: 'Acepto estas condiciones de garantía y el importe indicado.',
  acceptDeposit: 'Acepto estas condiciones y el pago del depósito indicado.',
  loading: 'Cargando las condiciones de garantía…',
  loadError: 'No se han podido cargar las condiciones de garantía del restaurante.',
  changed: 'Las condiciones del restaurante han cambiado: vuelva a leerlas y marque la casilla para reservar.',
  nextGuarantee: 'En el siguiente paso introducirá su tarjeta en la página de pago segura: hoy no se le cobra nada.',
  nextDeposit: (amount: string) => `Pagará el depósito de ${amount} ahora, en la página de pago segura.`,
  redirecting: 'Redirigiendo a la página de pago segura…',
  redirectErrorTitle: 'La página de pago no se ha abierto',
  redirectUnreachable: 'El servidor no responde. Compruebe su conexión y vuelva a intentarlo.',
  retry: 'Reintentar',
};

export const esBookingPayment: DinerCatalogue['bookingPayment'] = {
  loading: 'Comprobando su pago…',
  when: (date: string, hour: string, persons: string) => `${date} a las ${hour}, ${persons}`,
  confirmedTitle: 'Reserva confirmada',
  confirmedCard: (card: string) => `Su tarjeta ${card} ha quedado registrada como garantía: no se le ha cobrado nada.`,
  confirmedCardless: 'Su tarjeta ha quedado registrada como garantía: no se le ha cobrado nada.',
  confirmedDeposit: (amount: string) => `Su depósito de ${amount} ha sido pagado.`,
  seeBooking: 'Ver mi reserva',
  openTitle: 'El pago no ha terminado',
  openGuarantee: 'Su tarjeta aún no ha sido registrada.',
  openDeposit: 'El depósito aún no ha sido pagado.',
  heldUntil: (time: string) => `Le guardamos la mesa hasta las ${time}: reanude el pago para confirmar la reserva.`,
  redirecting: 'Redirigiendo a la página de pago segura…',
  resume: 'Reanudar el pago',
  releasedTitle: 'La mesa ha sido liberada',
  releasedGuarantee: 'El plazo para registrar su tarjeta ha terminado: la mesa ha vuelto a quedar disponible y no se le ha cobrado nada.',
  releasedDeposit: 'El plazo para pagar el depósito ha terminado: la mesa ha vuelto a quedar disponible y no se le ha cobrado nada.',
  releasedRetry: 'Sigue libre: puede volver a intentarlo.',
  releasedGone: 'Ya ha sido reservada: elija otro horario.',
  retry: 'Reintentar',
  bookAgain: 'Reservar otra mesa',
  refundedTitle: 'Pago reembolsado',
  refundedText: (amount: string) =>
    `Su pago de ${amount} llegó después de terminar el plazo, cuando la mesa ya se había asignado: se le ha reembolsado íntegramente. Su reserva no está confirmada.`,
  errorTitle: 'Vaya, se ha producido un error',
  unreachable: 'El servidor no responde. Compruebe su conexión y vuelva a intentarlo.',
};
