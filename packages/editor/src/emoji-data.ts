/**
 * A small Polish-friendly emoji set (about 100 common ones) instead of the full data set
 * (about 170 kB gzip). `name` is the stored key (ASCII, Polish); `keywords` help searching.
 */
export type TEmoji = { name: string; emoji: string; keywords: string[] };

const rows: Array<[string, string, string]> = [
  ['😀', 'usmiech', 'uśmiech radość smile grinning'],
  ['😃', 'szeroki_usmiech', 'uśmiech radość smiley'],
  ['😄', 'usmiech_oczy', 'uśmiech śmiech smile'],
  ['😁', 'szczerzy_sie', 'uśmiech zęby grin'],
  ['😆', 'smiech', 'śmiech laughing'],
  ['😅', 'pot_ulga', 'ulga pot sweat_smile'],
  ['😂', 'lzy_ze_smiechu', 'śmiech łzy joy'],
  ['🤣', 'turla_sie', 'śmiech rofl'],
  ['🙂', 'lekki_usmiech', 'uśmiech slightly_smiling'],
  ['🙃', 'do_gory_nogami', 'odwrócony upside_down'],
  ['😉', 'oczko', 'mrugnięcie wink'],
  ['😊', 'zarumieniony', 'uśmiech rumieniec blush'],
  ['😇', 'aniolek', 'anioł aureola innocent'],
  ['🥰', 'zakochany', 'serca miłość smiling_hearts'],
  ['😍', 'serduszka_w_oczach', 'miłość heart_eyes'],
  ['🤩', 'gwiazdy_w_oczach', 'zachwyt star_struck'],
  ['😘', 'calus', 'pocałunek kiss'],
  ['😋', 'pyszne', 'smak jedzenie yum'],
  ['😛', 'jezyk', 'język tongue'],
  ['😜', 'jezyk_oczko', 'żart język wink'],
  ['🤪', 'szalony', 'wariat zany'],
  ['🤗', 'przytulas', 'uścisk hug'],
  ['🤭', 'ups', 'zakryte usta hand_over_mouth'],
  ['🤫', 'cicho', 'sza cisza shush'],
  ['🤔', 'mysle', 'myślę zastanawiam thinking'],
  ['🤨', 'uniesiona_brew', 'podejrzliwy raised_eyebrow'],
  ['😐', 'neutralny', 'obojętny neutral'],
  ['😑', 'bez_wyrazu', 'obojętny expressionless'],
  ['😶', 'bez_slow', 'milczenie no_mouth'],
  ['🙄', 'przewraca_oczami', 'oczy roll_eyes'],
  ['😏', 'usmieszek', 'ironia smirk'],
  ['😬', 'grymas', 'niezręcznie grimacing'],
  ['😌', 'ulga', 'spokój relieved'],
  ['😔', 'zamyslony', 'smutek pensive'],
  ['😪', 'spiacy', 'senny sleepy'],
  ['😴', 'spi', 'sen zzz sleeping'],
  ['😷', 'maseczka', 'chory mask'],
  ['🤒', 'goraczka', 'chory termometr thermometer'],
  ['🤯', 'eksplozja_mozgu', 'szok mind_blown'],
  ['🥳', 'impreza', 'świętowanie party'],
  ['😎', 'okulary', 'fajny cool sunglasses'],
  ['🤓', 'kujon', 'nerd okulary'],
  ['🧐', 'monokl', 'analiza monocle'],
  ['😕', 'zmieszany', 'niepewny confused'],
  ['😟', 'zmartwiony', 'troska worried'],
  ['🙁', 'lekko_smutny', 'smutek frowning'],
  ['😮', 'zdziwiony', 'wow open_mouth'],
  ['😲', 'zdumiony', 'szok astonished'],
  ['😳', 'zaklopotany', 'rumieniec flushed'],
  ['🥺', 'prosze', 'błagam pleading'],
  ['😢', 'placze', 'łza smutek cry'],
  ['😭', 'szlocha', 'płacz sob'],
  ['😱', 'krzyk', 'strach scream'],
  ['😖', 'zalamany', 'frustracja confounded'],
  ['😩', 'zmeczony', 'zmęczenie weary'],
  ['😤', 'parska', 'złość triumph'],
  ['😡', 'wsciekly', 'złość gniew rage'],
  ['🤬', 'przeklina', 'złość cursing'],
  ['😈', 'diabelek', 'psotny smiling_imp'],
  ['💀', 'czaszka', 'śmierć skull'],
  ['💩', 'kupa', 'poop'],
  ['🤡', 'klaun', 'clown'],
  ['👻', 'duch', 'ghost'],
  ['🤖', 'robot', 'robot'],
  ['👍', 'kciuk_w_gore', 'super ok dobrze thumbsup'],
  ['👎', 'kciuk_w_dol', 'źle słabo thumbsdown'],
  ['👌', 'ok', 'dobrze ok_hand'],
  ['✌️', 'pokoj', 'zwycięstwo victory'],
  ['🤞', 'trzymam_kciuki', 'powodzenia crossed_fingers'],
  ['👏', 'brawo', 'oklaski clap'],
  ['🙌', 'hurra', 'radość raised_hands'],
  ['👋', 'czesc', 'cześć pa machanie wave'],
  ['🤝', 'uscisk_dloni', 'umowa handshake'],
  ['🙏', 'dziekuje', 'dziękuję proszę pray'],
  ['💪', 'sila', 'siła mięsień muscle'],
  ['✍️', 'pisze', 'pisanie writing_hand'],
  ['👀', 'oczy', 'patrzę eyes'],
  ['🧠', 'mozg', 'mózg myślenie brain'],
  ['❤️', 'serce', 'miłość heart'],
  ['💔', 'zlamane_serce', 'smutek broken_heart'],
  ['💯', 'sto_procent', 'idealnie 100'],
  ['✅', 'zrobione', 'poprawnie gotowe check'],
  ['❌', 'blad', 'błąd źle x'],
  ['❓', 'pytanie', 'pytajnik question'],
  ['❗', 'wykrzyknik', 'uwaga exclamation'],
  ['⚠️', 'ostrzezenie', 'ostrzeżenie uwaga warning'],
  ['💡', 'pomysl', 'pomysł żarówka idea bulb'],
  ['🔥', 'ogien', 'ogień super fire'],
  ['⭐', 'gwiazdka', 'gwiazda star'],
  ['✨', 'iskierki', 'magia sparkles'],
  ['🎉', 'gratulacje', 'świętowanie tada'],
  ['🏆', 'puchar', 'zwycięstwo trophy'],
  ['🥇', 'zloty_medal', 'złoto pierwsze medal'],
  ['🎯', 'cel', 'trafienie dart'],
  ['🚀', 'rakieta', 'szybko rocket'],
  ['⏰', 'budzik', 'czas alarm_clock'],
  ['⏳', 'klepsydra', 'czas czekanie hourglass'],
  ['📚', 'ksiazki', 'książki nauka books'],
  ['📖', 'ksiazka', 'książka czytanie book'],
  ['📝', 'notatka', 'notatki zadanie memo'],
  ['✏️', 'olowek', 'ołówek pencil'],
  ['📐', 'ekierka', 'geometria trójkąt triangular_ruler'],
  ['📏', 'linijka', 'miara ruler'],
  ['🧮', 'liczydlo', 'liczydło liczenie abacus'],
  ['🔢', 'cyfry', 'liczby numbers 1234'],
  ['➕', 'plus', 'dodawanie plus'],
  ['➖', 'minus', 'odejmowanie minus'],
  ['✖️', 'razy', 'mnożenie multiply'],
  ['➗', 'dzielenie', 'dzielenie divide'],
  ['♾️', 'nieskonczonosc', 'nieskończoność infinity'],
  ['📈', 'wzrost', 'wykres wzrost chart_up'],
  ['📉', 'spadek', 'wykres spadek chart_down'],
  ['📊', 'wykres', 'statystyka bar_chart'],
  ['🎓', 'absolwent', 'studia matura graduation'],
  ['🏫', 'szkola', 'szkoła school'],
  ['💻', 'komputer', 'laptop computer'],
  ['☕', 'kawa', 'kawa coffee'],
];

export const EMOJIS: readonly TEmoji[] = rows.map(([emoji, name, keywords]) => ({
  name,
  emoji,
  keywords: keywords.split(' '),
}));

const byName = new Map(EMOJIS.map((item) => [item.name, item]));

/** The emoji stored under a name, or undefined. */
export function findEmoji(name: unknown): TEmoji | undefined {
  return typeof name === 'string' ? byName.get(name) : undefined;
}

const fold = (text: string) =>
  text
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** Emoji whose name or keywords start with the query (diacritics ignored), at most `limit` (20). */
export function searchEmojis(query: string, limit = 20): TEmoji[] {
  const needle = fold(query.trim());
  if (!needle) return EMOJIS.slice(0, limit);
  const matches = EMOJIS.filter(
    (item) =>
      fold(item.name).startsWith(needle) ||
      item.name.split('_').some((part) => fold(part).startsWith(needle)) ||
      item.keywords.some((keyword) => fold(keyword).startsWith(needle)),
  );
  return matches.slice(0, limit);
}
