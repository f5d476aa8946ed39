/** The four offices shown on the contact page (docs/product.md, section 2.3). */
export type Office = {
  city: string;
  label: string;
  address: string[];
  phone?: string;
  hours?: string;
  comingSoon?: boolean;
};

export const OFFICES: readonly Office[] = [
  {
    city: "Abu Dhabi",
    label: "Headquarters",
    address: ["Floor 21, Nakhla House", "Al Maryah Island", "Abu Dhabi, United Arab Emirates"],
    phone: "+971 2 555 0140",
    hours: "Monday to Friday, 9:00–18:00 GST",
  },
  {
    city: "London",
    label: "Europe office",
    address: ["3rd Floor, 27 Old Jewry", "London EC2R 8DQ", "United Kingdom"],
    phone: "+44 20 7946 0321",
    hours: "Monday to Friday, 9:00–17:30 GMT",
  },
  {
    city: "Singapore",
    label: "Asia-Pacific office",
    address: ["Level 9, 8 Marina View", "Singapore 018960"],
    phone: "+65 6555 0187",
    hours: "Monday to Friday, 9:00–18:00 SGT",
  },
  {
    city: "Bangalore",
    label: "India office",
    address: ["Indiranagar, Bengaluru", "Karnataka, India"],
    comingSoon: true,
  },
];
