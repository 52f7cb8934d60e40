-- TRUNCATE fires no row trigger, so the UPDATE/DELETE guard of 0003 does not see it: a statement
-- trigger refuses it the same way (also when another table's TRUNCATE … CASCADE reaches it).
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
