-- A published merit list stays frozen, with one exception the privacy law needs: when an
-- applicant's data is erased, their entry may lose its name and date of birth (and be marked
-- erased). Nothing else may change: not the rank, the application number, the marks, the order,
-- the fingerprint or any other column, and the row may still not be deleted.
CREATE OR REPLACE FUNCTION "merit_list_is_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  i integer;
  old_entry jsonb;
  new_entry jsonb;
BEGIN
  IF OLD."status" <> 'published' THEN
    IF TG_OP = 'DELETE' THEN
      RETURN OLD;
    END IF;
    RETURN NEW;
  END IF;
  IF TG_OP = 'DELETE'
    OR (to_jsonb(NEW) - 'entries') IS DISTINCT FROM (to_jsonb(OLD) - 'entries')
    OR jsonb_array_length(NEW."entries") <> jsonb_array_length(OLD."entries") THEN
    RAISE EXCEPTION 'a published merit list is frozen' USING ERRCODE = 'insufficient_privilege';
  END IF;
  FOR i IN 0 .. jsonb_array_length(OLD."entries") - 1 LOOP
    old_entry := OLD."entries" -> i;
    new_entry := NEW."entries" -> i;
    IF new_entry IS DISTINCT FROM old_entry AND (
      (new_entry - 'name' - 'dob' - 'erased') IS DISTINCT FROM (old_entry - 'name' - 'dob' - 'erased')
      OR new_entry ->> 'name' <> ''
      OR new_entry ->> 'dob' <> ''
      OR new_entry -> 'erased' IS DISTINCT FROM 'true'::jsonb
    ) THEN
      RAISE EXCEPTION 'a published merit list is frozen' USING ERRCODE = 'insufficient_privilege';
    END IF;
  END LOOP;
  RETURN NEW;
END;
$$;
