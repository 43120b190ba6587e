-- Profiles' mobile numbers in E.164, as sign-up and /account now store them: Indian mobile numbers (ten digits from
-- 6 to 9, with or without +91, 91 or 0) only; any other number keeps its text until its owner saves it again.
UPDATE users SET mobile_no = '+91' || right(regexp_replace(mobile_no, '[^0-9]', '', 'g'), 10)
WHERE mobile_no ~ '^[+0-9 ()-]+$'
  AND (mobile_no !~ '^ *[+]' OR mobile_no ~ '^ *[+] *91')
  AND regexp_replace(mobile_no, '[^0-9]', '', 'g') ~ '^(91|0)?[6-9][0-9]{9}$';
