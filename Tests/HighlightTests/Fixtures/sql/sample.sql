-- Schema for the tinge demo database (PostgreSQL flavored).
/* Block comments
   span lines, and -- inside them is not a line comment. */
CREATE TABLE IF NOT EXISTS "user accounts" (
    id          BIGSERIAL PRIMARY KEY,
    email       VARCHAR(255) NOT NULL UNIQUE,
    "display name" TEXT DEFAULT 'Anonymous',
    balance     NUMERIC(12, 2) DEFAULT 0.00,
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
    is_active   BOOLEAN DEFAULT TRUE
);

INSERT INTO "user accounts" (email, "display name")
VALUES ('o''brien@example.com', 'Miles O''Brien'),
       ('multi@example.com', 'A name that
spans two lines');

SELECT u.id, u."display name", count(*) AS orders
  FROM "user accounts" u
  LEFT JOIN orders o ON o.user_id = u.id
 WHERE u.email LIKE '%@example.com'
   AND u.balance >= 1.5e3
   AND o.created_at > CURRENT_DATE - INTERVAL '30 days'
 GROUP BY u.id, u."display name"
HAVING count(*) > 2
 ORDER BY orders DESC NULLS LAST
 LIMIT 10;

-- Escape strings keep backslash escapes; plain strings do not.
SELECT E'tab\there\nnewline \'quoted\'', 'C:\path\plain', e'\x41\101';
SELECT x'DEADBEEF', b'1010', N'Unicode', 42::text, '{1,2}'::int[];

-- Dollar quoting spans lines and holds quotes freely.
CREATE OR REPLACE FUNCTION add_credit(account_id BIGINT, amount NUMERIC)
RETURNS VOID AS $$
BEGIN
    -- this is all one string to SQL
    UPDATE "user accounts" SET balance = balance + amount WHERE id = account_id;
    RAISE NOTICE 'credited %', amount;
END;
$$ LANGUAGE plpgsql;

CREATE FUNCTION greet(name TEXT) RETURNS TEXT AS $body$
    SELECT 'Hello, ' || name || '! $$ is not the end here';
$body$ LANGUAGE sql IMMUTABLE;

-- Parameters: positional, named, and JDBC style.
SELECT * FROM orders WHERE user_id = $1 AND status = $2;
SELECT * FROM orders WHERE user_id = :user_id AND total > :min_total;
SELECT * FROM orders WHERE id = ?;

-- MySQL backticks and variables.
SELECT `order`.`id`, @row_number := @row_number + 1 AS rn, @@version
  FROM `order`;

-- T-SQL brackets.
SELECT TOP 5 [Order ID], [Customer].[Name] FROM [dbo].[Orders] WHERE [Total] > 100;
SELECT arr[1], ARRAY[1, 2, 3] FROM t;

WITH RECURSIVE tree AS (
    SELECT id, parent_id, 1 AS depth FROM nodes WHERE parent_id IS NULL
    UNION ALL
    SELECT n.id, n.parent_id, t.depth + 1 FROM nodes n JOIN tree t ON n.parent_id = t.id
)
select coalesce(max(depth), 0), row_number() over (partition by parent_id order by id)
  from tree;

update orders set status = 'shipped', updated_at = now() where id in (select id from pending);
delete from sessions where expires_at < now() - interval '1 hour';
