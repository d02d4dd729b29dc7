import { describe, expect, it } from "vitest";
import { productJsonSchema } from "@/lib/validation/responses";
import { addProduct, call, expectError, expectOk, pngDataUrl, signUp, type Account } from "./client.ts";

const chart = {
  unit: "cm",
  columns: ["Chest", "Length"],
  rows: [
    { size: "L", values: [104, 74] },
    { size: "s", values: ["96", 70.5] },
  ],
};

describe("size charts", () => {
  it("a product gets a size chart, rows in the order of its sizes; null or none is no chart", async () => {
    const seller = await signUp(true);
    const created = await addProduct(seller, { size: ["S", "M", "L"], sizeChart: chart });
    const read = expectOk(await call("GET", `/api/product/${created.id}`), 200, productJsonSchema);
    expect(read.sizeChart).toEqual({
      unit: "cm",
      columns: ["Chest", "Length"],
      rows: [
        { size: "S", values: [96, 70.5] },
        { size: "L", values: [104, 74] },
      ],
    });
    expect(expectOk(await call("GET", `/api/product/${(await addProduct(seller)).id}`), 200, productJsonSchema).sizeChart).toBeNull();
  });

  it("refuses a row for a size the product lacks, and rows whose values do not match the columns, naming them", async () => {
    const seller = await signUp(true);
    const add = (sizeChart: unknown, size = ["S", "M"]) => addProductAnswer(seller, { size, sizeChart });
    expectError(await add({ ...chart, rows: [{ size: "XL", values: [1, 2] }] }), 400, "sizeChart.rows.0.size");
    expectError(
      await add({
        ...chart,
        rows: [
          { size: "S", values: [1, 2] },
          { size: "M", values: [1] },
        ],
      }),
      400,
      "sizeChart.rows.1.values",
    );
    expectError(await add({ ...chart, rows: [{ size: "S", values: [1, 2, 3] }] }), 400, "sizeChart.rows.0.values");
    expectError(
      await add({
        ...chart,
        rows: [
          { size: "S", values: [1, 2] },
          { size: "s", values: [1, 2] },
        ],
      }),
      400,
      "sizeChart.rows.1.size",
    );
    expectError(await add({ ...chart, unit: "mm", rows: [{ size: "S", values: [1, 2] }] }), 400, "sizeChart.unit");
    expectError(await add({ ...chart, columns: [], rows: [{ size: "S", values: [] }] }), 400, "sizeChart.columns");
    expectError(await add({ ...chart, rows: [{ size: "S", values: [-1, 2] }] }), 400, "sizeChart.rows.0.values.0");
    expectError(await add({ ...chart, rows: [{ size: "S", values: ["wide", 2] }] }), 400, "sizeChart.rows.0.values.0");
    expectError(await add({ ...chart, rows: [{ size: "S", values: [1, 2] }] }, []), 400, "sizeChart.rows.0.size");
  });

  it("an update checks the chart against the sizes it will have and drops rows of sizes taken away", async () => {
    const seller = await signUp(true);
    const created = await addProduct(seller, { size: ["S", "M", "L"], sizeChart: chart });
    const put = (body: Record<string, unknown>) => call("PUT", `/api/product/${created.id}`, { token: seller.token, body });
    expectError(await put({ size: ["S", "M"], sizeChart: chart }), 400, "sizeChart.rows.0.size");
    expect(expectOk(await put({ size: ["S", "M"] }), 200, productJsonSchema).sizeChart?.rows).toEqual([{ size: "S", values: [96, 70.5] }]);
    expect(expectOk(await put({ size: ["M"] }), 200, productJsonSchema).sizeChart).toBeNull();
    const inches = { unit: "in", columns: ["Waist"], rows: [{ size: "M", values: [32] }] };
    expect(expectOk(await put({ sizeChart: inches }), 200, productJsonSchema).sizeChart).toEqual(inches);
    expect(expectOk(await put({ title: "Renamed" }), 200, productJsonSchema).sizeChart).toEqual(inches);
    expect(expectOk(await put({ sizeChart: null }), 200, productJsonSchema).sizeChart).toBeNull();
  });
});

async function addProductAnswer(seller: Account, fields: Record<string, unknown>) {
  return call("POST", `/api/product/add/${seller.id}`, {
    token: seller.token,
    body: { title: "Shirt", price: 999, previewSource: await pngDataUrl(), ...fields },
  });
}
