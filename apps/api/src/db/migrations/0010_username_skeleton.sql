-- The confusable skeleton of a login (Unicode TR39 style): logins with the same skeleton look alike,
-- and the unique index on users.username_skeleton (next migration) keeps only the first of them.
-- Steps: NFKC (full-width and mathematical letters become plain ones); accents off (Polish letters
-- too: 'żółw' and 'zolw' differ by marks easily missed, and search folds them the same way); capital
-- look-alikes of other scripts, then lower case, then small look-alikes (TR39 prototypes; the
-- i/l/1 family all become 'l', since logins are case-insensitive and TR39 maps I, 1 and | to l;
-- 0 becomes o); invisible fillers (U+3164, zero-width characters) removed; 'm' becomes 'rn' (TR39)
-- and 'vv' becomes 'w'. New logins contain only ASCII letters, digits and Polish letters (shared
-- ZUsername); the other scripts in the tables matter for logins created before that rule.
-- Upper case is mapped before lower() so the result does not depend on the database's LC_CTYPE.
CREATE OR REPLACE FUNCTION public.username_skeleton(username text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
  SELECT replace(replace(translate(lower(translate(public.immutable_unaccent(normalize(username, NFKC)),
    'АВЕКМНОРСТУХЅІЈӀҮҺԚԜѴΑΒΕΖΗΙΚΜΝΟΡΤΥΧƖꞮⱭꞬƲƜԀГЬѠΣ',
    'abekmhopctyxsljlyhqwvabezhlkmnoptyxllaguwdrbwo')),
    '01iıɩɪɑɡʋɯавекмнорстухѕіјӏүһԁԛԝѵгьѡαινορσυχκτβε'
      || E'\u00ad\u034f\u115f\u1160\u180e\u200b\u200c\u200d\u2060\u2061\u2062\u2063\u2064\u3164\ufeff\uffa0',
    'olllllaguwabekmhopctyxsljlyhdqwvrbwalvopouxktbe'),
    'm', 'rn'), 'vv', 'w')
  $$;
--> statement-breakpoint
-- Logins that already look alike: the oldest account keeps its login, each later one gets the
-- lowest number appended (2, 3, ...) that makes it unique, and a NOTICE names it. Accounts sign in
-- by e-mail, so nobody is locked out.
DO $$
DECLARE
  duplicate record;
  candidate text;
  suffix integer;
BEGIN
  FOR duplicate IN
    SELECT id, username FROM (
      SELECT id, username, created_at,
        row_number() OVER (PARTITION BY public.username_skeleton(username) ORDER BY created_at, id) AS position
      FROM users
    ) ranked
    WHERE position > 1
    ORDER BY created_at, id
  LOOP
    suffix := 1;
    LOOP
      suffix := suffix + 1;
      candidate := left(duplicate.username, 24 - length(suffix::text)) || suffix::text;
      EXIT WHEN NOT EXISTS (
        SELECT 1 FROM users WHERE public.username_skeleton(username) = public.username_skeleton(candidate)
      );
    END LOOP;
    UPDATE users SET username = candidate, updated_at = now() WHERE id = duplicate.id;
    RAISE NOTICE 'Login "%" renamed to "%": it looked like an older one', duplicate.username, candidate;
  END LOOP;
END
$$;
