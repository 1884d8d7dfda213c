// Checks a TypeScript client generated from plumbline's served OpenAPI
// document (openapi-typescript types in generated/schema.d.ts, openapi-fetch
// for the calls) against a live server: the calculator catalog,
// concrete/yards for the spec's numbers, a code section and a 422 decoded
// into the typed problem. Each answer is read strictly: the list of a
// type's fields is checked against the generated type when this file
// compiles, and any field an answer carries beyond it is an error at run
// time. Prints what it read as JSON. Usage: node generated/out/client.js <base-url> <api-key>
import createClient from "openapi-fetch";
import type { components, paths } from "./generated/schema.js";

type Schemas = components["schemas"];

// Node's process, declared here rather than depending on @types/node.
declare const process: { argv: string[] };

// fieldsOf lists T's fields; the compiler refuses a list that misses one
// of T's fields or names one T does not have.
function fieldsOf<T>(fields: Record<keyof T, true>): Set<string> {
    return new Set(Object.keys(fields));
}

function strict(what: string, value: unknown, fields: Set<string>): void {
    if (typeof value !== "object" || value === null) {
        throw new Error(`${what}: not an object`);
    }
    for (const k of Object.keys(value)) {
        if (!fields.has(k)) {
            throw new Error(`${what}: unknown field ${k}`);
        }
    }
}

const catalogFields = fieldsOf<Schemas["CalculatorCatalog"]>({ total: true, categories: true, calculators: true });
const catalogEntryFields = fieldsOf<Schemas["CalculatorCatalog_calculators_item"]>({
    path: true, method: true, operation_id: true, category: true, kind: true, title: true, summary: true,
    code_reference: true, code_references: true, inputs: true,
});
const yardsFields = fieldsOf<Schemas["calc_concrete_yards_output"]>({
    cubic_yards: true, cubic_feet: true, bags_60lb: true, bags_80lb: true, bag_yield_60lb_cuft: true, bag_yield_80lb_cuft: true,
    bags_60lb_at_maker_yield: true, bags_80lb_at_maker_yield: true, waste_included_cuyd: true, code_reference: true, schemas: true,
});
const calculatorSchemasFields = fieldsOf<Schemas["CalculatorSchemas"]>({ input: true, output: true });
const sectionFields = fieldsOf<Schemas["SectionAnswer"]>({
    code: true, edition: true, kind: true, number: true, title: true, chapter: true, parent: true, topics: true,
    viewer_url: true, source: true, related_calc_kinds: true, citation: true, dataset_version: true,
});
const problemFields = fieldsOf<Schemas["ValidationProblem"]>({
    type: true, title: true, status: true, detail: true, instance: true, request_id: true, errors: true, errors_truncated: true,
});
const fieldErrorFields = fieldsOf<Schemas["FieldError"]>({ field: true, code: true, message: true });

const [base, key] = process.argv.slice(2);
const client = createClient<paths>({ baseUrl: base, headers: { Authorization: `Bearer ${key}` } });

const catalog = await client.GET("/v1/calc/list");
if (!catalog.data) throw new Error(`catalog: ${catalog.response.status}`);
strict("catalog", catalog.data, catalogFields);
catalog.data.calculators.forEach((c, i) => strict(`catalog.calculators[${i}]`, c, catalogEntryFields));

const yards = await client.POST("/v1/calc/concrete/yards", { body: { length_ft: 10, width_ft: 10, depth_in: 4, waste_factor: 0.1 } });
if (!yards.data) throw new Error(`concrete/yards: ${yards.response.status}`);
strict("concrete/yards", yards.data, yardsFields);
strict("concrete/yards.schemas", yards.data.schemas, calculatorSchemasFields);

const section = await client.GET("/v1/codes/{code}/sections/{section}", { params: { path: { code: "irc", section: "R311.7.5" } } });
if (!section.data) throw new Error(`code section: ${section.response.status}`);
if (section.data.kind === "standard") throw new Error("code section: a standard, want a catalog row");
strict("code section", section.data, sectionFields);

const bad = await client.POST("/v1/calc/concrete/yards", { body: { length_ft: 10, width_ft: 10, depth_in: 0 } });
if (bad.response.status !== 422 || !bad.error || !("errors" in bad.error)) throw new Error(`422: ${bad.response.status}`);
const problem: Schemas["ValidationProblem"] = bad.error; // narrowed by errors[] to the 422's typed problem
strict("422", problem, problemFields);
problem.errors.forEach((e, i) => strict(`422.errors[${i}]`, e, fieldErrorFields));

console.log(JSON.stringify({
    catalog_total: catalog.data.total,
    catalog_calculators: catalog.data.calculators.length,
    yards: yards.data,
    section_kind: section.data.kind,
    section_citation: section.data.citation,
    section_title: section.data.title,
    problem_status: problem.status,
    problem_errors: problem.errors,
}));
