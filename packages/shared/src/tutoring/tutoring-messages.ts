/* Without zod: the web's Polish dictionary imports these into every page. */

/** docs/product-spec.md section 5 (price, break, time slot, package, lesson option, group lessons) and ours. */
export const tutoringLimits = {
  minuteStep: 5,
  minDurationMinutes: 30,
  maxDurationMinutes: 180,
  /** 2 PLN in grosze. */
  minPriceGross: 200,
  /** 10 000 PLN in grosze: no lesson costs more. */
  maxPriceGross: 1_000_000,
  maxLessonOptions: 6,
  minPackageLessons: 2,
  maxPackageLessons: 10,
  maxPackages: 5,
  minPackageDiscount: 1,
  maxPackageDiscount: 70,
  minGroupParticipants: 2,
  maxGroupParticipants: 99,
  minGroupFee: 25,
  maxGroupFee: 99,
  maxBreakMinutes: 30,
  /** A reservation not paid within this time is released by a background job. */
  reservationMinutes: 15,
  /**
   * A minor's reservation (issue 72) waits this long for a linked parent to pay or decline (no longer than until the
   * first lesson starts); the parents are asked at once (a purchase request).
   */
  minorReservationHours: 48,
  /** A student cancelling a paid lesson at least this long before its start gets the money back. */
  freeCancellationHours: 24,
  /** How far ahead a lesson can be booked. */
  maxDaysAhead: 90,
  /** A lesson starts on this grid of minutes inside a slot. */
  startGridMinutes: 15,
  /** Free times are asked for at most this many days at once. */
  maxFreeTimeDays: 31,
  maxSlots: 200,
  descriptionMaxLength: 2000,
} as const;

export const tutoringMessages = {
  number: 'Wymagana liczba',
  price: 'Cena nie może być niższa niż 2 PLN.',
  priceTooHigh: 'Cena nie może być wyższa niż 10 000 PLN.',
  lessonOptionRequired: 'Musisz dodać przynajmniej jeden wariant.',
  lessonOptionsTooMany: 'Możesz dodać najwyżej 6 wariantów zajęć.',
  duration: 'Czas trwania zajęć musi zawierać się między 30 a 180 minut.',
  minuteStep: 'Czas musi być wielokrotnością 5 minut.',
  packageLessons: 'Liczba zajęć musi zawierać się między 2 a 10',
  packageDiscount: 'Rabat musi zawierać się między 1 a 70%.',
  packagesTooMany: 'Możesz dodać najwyżej 5 pakietów.',
  packageDuplicate: 'Pakiet o tej liczbie zajęć już istnieje.',
  groupParticipants: 'Liczba uczestników musi zawierać się między 2 a 99.',
  groupFee: 'Opłata od uczestnika musi zawierać się między 25 a 99%.',
  groupSeatPrice:
    'Miejsce w lekcji grupowej nie może kosztować mniej niż 2 PLN: podnieś opłatę od uczestnika lub cenę zajęć.',
  breakMinutes: 'Przerwa musi być wielokrotnością 5 minut i nie może przekraczać 30 minut.',
  slotEnd: 'Data końcowa nie może być przed datą początkową',
  slotRepeatUntil: 'Data zakończenia powtarzania nie może być przed pierwszym dniem.',
  slotsTooMany: 'Możesz mieć najwyżej 200 przedziałów dostępności.',
  subjectsRequired: 'Wybierz przynajmniej jeden przedmiot.',
  levelsRequired: 'Wybierz przynajmniej jeden poziom.',
  description: 'Opis może mieć najwyżej 2000 znaków.',
  date: 'Niepoprawna data',
  dateRange: 'Zakres dat może obejmować najwyżej 31 dni.',
  teacherNotFound: 'Nie znaleziono nauczyciela.',
  notTeaching: 'Ten nauczyciel nie prowadzi teraz korepetycji.',
  optionNotFound: 'Nie znaleziono wariantu zajęć.',
  packageNotFound: 'Nie znaleziono pakietu.',
  packageStarts: 'Wybierz tyle terminów, ile zajęć ma pakiet.',
  singleStart: 'Wybierz jeden termin.',
  startsDuplicate: 'Terminy pakietu nie mogą się powtarzać.',
  ownLesson: 'Nie możesz zarezerwować zajęć u siebie.',
  inPast: 'Nie można zarezerwować terminu, który już minął.',
  tooFarAhead: 'Zajęcia można rezerwować najwyżej 90 dni naprzód.',
  outsideAvailability: 'Nauczyciel nie jest dostępny w tym terminie.',
  timeTaken: 'Ten termin jest już zajęty. Wybierz inny.',
  bookingNotFound: 'Nie znaleziono rezerwacji.',
  reservationExpired: 'Rezerwacja wygasła. Zarezerwuj termin ponownie.',
  notPayable: 'Tej rezerwacji nie można już opłacić.',
  notCancellable: 'Tej rezerwacji nie można już anulować.',
  teachersOnly: 'Tylko nauczyciel może prowadzić korepetycje.',
  reserved: 'Zarezerwowano! Opłać zajęcia w ciągu 15 minut.',
  /** A minor's reservation (issue 72): the parents were asked to approve and pay. */
  reservedForParent:
    'Zarezerwowano! Poprosiliśmy Twojego rodzica lub opiekuna o zgodę i opłatę. Termin czeka na jego decyzję do 48 godzin.',
  /** A minor with no linked parent tries to book a paid lesson (issue 72). */
  minorNeedsParent:
    'Płatne zajęcia ucznia niepełnoletniego zatwierdza i opłaca rodzic lub opiekun. Najpierw połącz konto z rodzicem: w Ustawieniach → Dane, w części „Rodzic lub opiekun”, utwórz kod i przekaż go rodzicowi, który wpisze go na swoim koncie.',
  /** The booking of a minor while a parent has not decided (the teacher and the student see it). */
  awaitingParent: 'Czeka na zgodę rodzica',
  offered: 'Wysłano propozycję terminu.',
  notOffered: 'Tej propozycji nie można już przyjąć.',
  minuteStepTime: 'Godzina rozpoczęcia musi być wielokrotnością 5 minut.',
  studentNotFound: 'Nie znaleziono ucznia.',
  cancelled: 'Anulowano rezerwację.',
  cancelledRefunded: 'Anulowano rezerwację. Pieniądze wrócą na Twoje konto.',
  groupDisabled: 'Ten nauczyciel nie prowadzi zajęć grupowych.',
  groupFull: 'Na tych zajęciach grupowych nie ma już wolnych miejsc.',
  groupSingle: 'Zajęcia grupowe rezerwuje się pojedynczo, bez pakietu.',
  groupSeatTaken: 'Masz już miejsce na tych zajęciach grupowych.',
  groupOtherOption: 'O tej godzinie odbywają się zajęcia grupowe o innym czasie trwania.',
  groupReserved: 'Zarezerwowano miejsce! Opłać je w ciągu 15 minut.',
} as const;

/** docs/product-spec.md section 3: booking status. */
export const bookingStatuses = ['reserved', 'booked', 'cancelled', 'offered'] as const;
export type TBookingStatus = (typeof bookingStatuses)[number];

export const bookingStatusLabels: Readonly<Record<TBookingStatus, string>> = {
  reserved: 'Do opłacenia',
  booked: 'Opłacone',
  cancelled: 'Anulowane',
  offered: 'Zaproponowane',
};

/** docs/product-spec.md section 3: lesson type. */
export const lessonTypes = ['main', 'trial', 'resit', 'additional'] as const;
export type TLessonType = (typeof lessonTypes)[number];

export const lessonTypeLabels: Readonly<Record<TLessonType, string>> = {
  main: 'Zajęcia',
  trial: 'Lekcja próbna',
  resit: 'Poprawka',
  additional: 'Zajęcia dodatkowe',
};

/** docs/product-spec.md section 3: lesson kind. */
export const lessonKinds = ['individual', 'group'] as const;
export type TLessonKind = (typeof lessonKinds)[number];

export const repeatKindLabels = {
  NO_REPEAT: 'Nie powtarzaj',
  DAY: 'Codziennie',
  WEEK: 'Co tydzień',
} as const;

/** docs/product-spec.md section 3: confirmation of a lesson that took place. */
export const lessonConfirmations = ['TEACHER_CONFIRMED', 'BOTH_CONFIRMED'] as const;
export type TLessonConfirmation = (typeof lessonConfirmations)[number];

/** docs/product-spec.md section 3: student–teacher link. */
export const studentTeacherStatuses = ['PENDING', 'ACCEPTED', 'REJECTED', 'ENDED'] as const;
export type TStudentTeacherStatus = (typeof studentTeacherStatuses)[number];

export const studentTeacherStatusLabels: Readonly<Record<TStudentTeacherStatus, string>> = {
  PENDING: 'Oczekuje',
  ACCEPTED: 'Zaakceptowane',
  REJECTED: 'Odrzucone',
  ENDED: 'Zakończone',
};

export const disputeStatuses = ['OPEN', 'REFUNDED', 'RELEASED'] as const;
export type TDisputeStatus = (typeof disputeStatuses)[number];

export const lessonMessages = {
  lessonNotFound: 'Nie znaleziono zajęć.',
  notFinished: 'Zajęcia można potwierdzić dopiero po ich zakończeniu.',
  notBooked: 'Te zajęcia nie są opłacone.',
  alreadyConfirmed: 'Już potwierdzono te zajęcia.',
  teacherFirst: 'Najpierw zajęcia potwierdza nauczyciel.',
  confirmed: 'Potwierdzono!',
  disputed: 'Zgłoszono spór. Administrator rozpatrzy go wkrótce.',
  disputeOpen: 'Spór o te zajęcia jest już rozpatrywany.',
  disputeClosed: 'Tego sporu nie można już rozstrzygnąć.',
  disputeReason: 'Opisz problem (od 10 do 1000 znaków).',
  disputeNotFound: 'Nie znaleziono sporu.',
  ratingAfterLesson: 'Ocenić można tylko zajęcia, które się odbyły.',
  ratingStars: 'Wybierz od 1 do 5 gwiazdek.',
  linkNotFound: 'Nie znaleziono powiązania.',
  linkExists: 'Ten uczeń jest już powiązany z Tobą.',
  linkTransition: 'Nie można zmienić tego powiązania w ten sposób.',
  onlyStudents: 'Zaprosić można tylko ucznia.',
  feedRevoked: 'Wyłączono adres kalendarza.',
  meetingName: 'Korepetycje',
} as const;
