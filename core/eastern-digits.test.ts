import { describe, expect, it } from "vitest";
import { easternDigits, westernDigits } from "./eastern-digits";

describe("a text's digits in Eastern Arabic", () => {
  it("rewrites each digit and the signs inside a number", () => {
    expect(easternDigits("13 جلسة فردية أسبوعية")).toBe("١٣ جلسة فردية أسبوعية");
    expect(easternDigits("أدخل مبلغ الاستثمار رقمًا، مثل 100,000 أو 250,000.")).toBe(
      "أدخل مبلغ الاستثمار رقمًا، مثل ١٠٠٬٠٠٠ أو ٢٥٠٬٠٠٠.",
    );
    expect(easternDigits("2.8 مليار")).toBe("٢٫٨ مليار");
    expect(easternDigits("بنسبة 100% إذا")).toBe("بنسبة ١٠٠٪ إذا");
    expect(easternDigits("9:00–17:30")).toBe("٩:٠٠–١٧:٣٠");
    expect(easternDigits("1,200+")).toBe("١٬٢٠٠+");
  });

  it("leaves punctuation that is not inside a number", () => {
    expect(easternDigits("عام 2022. وقد")).toBe("عام ٢٠٢٢. وقد");
    expect(easternDigits("1, 2 and 3.")).toBe("١, ٢ and ٣.");
    expect(easternDigits("لا أرقام هنا, ولا %")).toBe("لا أرقام هنا, ولا %");
  });
});

describe("what a visitor typed, in Western digits", () => {
  it("reads Eastern Arabic and Persian digits and the Arabic signs", () => {
    expect(westernDigits("٢٥٠٬٠٠٠")).toBe("250,000");
    expect(westernDigits("۱۲۳۴۵۶")).toBe("123456");
    expect(westernDigits("١٢٫٥٪")).toBe("12.5%");
    expect(westernDigits("ABC 42")).toBe("ABC 42");
  });

  it("turns back every text easternDigits writes", () => {
    for (const text of ["0123456789", "1,00,000", "12.5%", "9:00–17:30"]) {
      expect(westernDigits(easternDigits(text))).toBe(text);
    }
  });
});
