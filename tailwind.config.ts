import forms from "@tailwindcss/forms";
import type { Config } from "tailwindcss";

export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: {
          50: "#f2f8ee",
          100: "#e0efd6",
          600: "#3f7a2a",
          700: "#326222",
          800: "#284e1c",
          900: "#1f3d16",
        },
        harvest: {
          400: "#f2b43c",
          500: "#e09a1a",
        },
      },
    },
  },
  plugins: [forms],
} satisfies Config;
