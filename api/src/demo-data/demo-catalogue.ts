import type { AccountRole } from '@marketplace/contracts';

/** The demo accounts, listed in the README with these exact passwords. */
export interface DemoAccount {
  name: string;
  email: string;
  password: string;
  role: AccountRole;
  isAdmin: boolean;
  verify: boolean;
  location: string;
  phone: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    name: 'Ayesha Siddiqua',
    email: 'buyer@marketplace.test',
    password: 'buyer-demo-pass',
    role: 'user',
    isAdmin: false,
    verify: false,
    location: 'Dhanmondi, Dhaka',
    phone: '01712345678',
  },
  {
    name: 'Rafiq Hasan',
    email: 'seller@marketplace.test',
    password: 'seller-demo-pass',
    role: 'seller',
    isAdmin: false,
    verify: true,
    location: 'Mirpur 10, Dhaka',
    phone: '01819456723',
  },
  {
    name: 'Tanvir Ahmed',
    email: 'newseller@marketplace.test',
    password: 'newseller-demo-pass',
    role: 'seller',
    isAdmin: false,
    verify: false,
    location: 'Uttara Sector 7, Dhaka',
    phone: '01915678234',
  },
  {
    name: 'Nusrat Jahan',
    email: 'admin@marketplace.test',
    password: 'admin-demo-pass',
    role: 'user',
    isAdmin: true,
    verify: false,
    location: 'Gulshan 2, Dhaka',
    phone: '01611908172',
  },
];

export type DemoIcon = 'phone' | 'laptop' | 'sofa' | 'bicycle' | 'camera' | 'washer';

export interface DemoCategory {
  name: string;
  icon: DemoIcon;
  /** Background gradient, from top left to bottom right. */
  colours: [string, string];
  /** The icon's body and its highlights. */
  ink: string;
  accent: string;
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    name: 'Mobile Phones',
    icon: 'phone',
    colours: ['#0ea5e9', '#1e3a8a'],
    ink: '#0f172a',
    accent: '#bae6fd',
  },
  {
    name: 'Laptops',
    icon: 'laptop',
    colours: ['#a78bfa', '#4c1d95'],
    ink: '#1e1b4b',
    accent: '#ddd6fe',
  },
  {
    name: 'Furniture',
    icon: 'sofa',
    colours: ['#f59e0b', '#9a3412'],
    ink: '#431407',
    accent: '#fde68a',
  },
  {
    name: 'Bicycles',
    icon: 'bicycle',
    colours: ['#34d399', '#065f46'],
    ink: '#022c22',
    accent: '#fef08a',
  },
  {
    name: 'Cameras',
    icon: 'camera',
    colours: ['#f472b6', '#831843'],
    ink: '#1f0a14',
    accent: '#fbcfe8',
  },
  {
    name: 'Home Appliances',
    icon: 'washer',
    colours: ['#94a3b8', '#1e293b'],
    ink: '#0f172a',
    accent: '#e0f2fe',
  },
];

/** How a listing's photo stand-in is drawn: what the item is, its colour, and one telling detail. */
export interface DemoLook {
  kind:
    | 'phone'
    | 'laptop'
    | 'table'
    | 'sofa'
    | 'wardrobe'
    | 'bicycle'
    | 'camera'
    | 'fridge'
    | 'washer'
    | 'microwave'
    | 'aircon';
  colour: string;
  detail: string;
}

export interface DemoProduct {
  name: string;
  look: DemoLook;
  category: string;
  /** The email of one of DEMO_ACCOUNTS' sellers. */
  seller: string;
  location: string;
  originalPrice: number;
  resellPrice: number;
  yearsOfUse: string;
  advertised: boolean;
}

const VERIFIED = 'seller@marketplace.test';
const UNVERIFIED = 'newseller@marketplace.test';

/** Prices in taka, whole numbers, as people list them. */
export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    name: 'Samsung Galaxy S21, 8/128 GB',
    look: { kind: 'phone', colour: '#5b4a8a', detail: 'lenses-column' },
    category: 'Mobile Phones',
    seller: VERIFIED,
    location: 'Mirpur 10, Dhaka',
    originalPrice: 85000,
    resellPrice: 42000,
    yearsOfUse: '2 years',
    advertised: true,
  },
  {
    name: 'iPhone 12, 64 GB, blue',
    look: { kind: 'phone', colour: '#2f5d8a', detail: 'lenses-square' },
    category: 'Mobile Phones',
    seller: UNVERIFIED,
    location: 'Uttara Sector 7, Dhaka',
    originalPrice: 95000,
    resellPrice: 47500,
    yearsOfUse: '3 years',
    advertised: false,
  },
  {
    name: 'Xiaomi Redmi Note 11',
    look: { kind: 'phone', colour: '#3d4d5c', detail: 'lenses-quad' },
    category: 'Mobile Phones',
    seller: VERIFIED,
    location: 'Kazipara, Mirpur',
    originalPrice: 21000,
    resellPrice: 11500,
    yearsOfUse: '1.5 years',
    advertised: false,
  },
  {
    name: 'Google Pixel 6a',
    look: { kind: 'phone', colour: '#d9d4c7', detail: 'lenses-bar' },
    category: 'Mobile Phones',
    seller: UNVERIFIED,
    location: 'Banani, Dhaka',
    originalPrice: 45000,
    resellPrice: 24000,
    yearsOfUse: '1 year',
    advertised: true,
  },
  {
    name: 'Lenovo ThinkPad T480, Core i5, 8 GB',
    look: { kind: 'laptop', colour: '#1f2226', detail: 'trackpoint' },
    category: 'Laptops',
    seller: VERIFIED,
    location: 'Mirpur 10, Dhaka',
    originalPrice: 110000,
    resellPrice: 38000,
    yearsOfUse: '4 years',
    advertised: true,
  },
  {
    name: 'HP Pavilion 15, Ryzen 5',
    look: { kind: 'laptop', colour: '#9aa3ad', detail: 'plain' },
    category: 'Laptops',
    seller: UNVERIFIED,
    location: 'Uttara Sector 11, Dhaka',
    originalPrice: 75000,
    resellPrice: 41000,
    yearsOfUse: '2 years',
    advertised: false,
  },
  {
    name: 'Apple MacBook Air M1, 256 GB',
    look: { kind: 'laptop', colour: '#d7d9dc', detail: 'thin' },
    category: 'Laptops',
    seller: VERIFIED,
    location: 'Dhanmondi 27, Dhaka',
    originalPrice: 125000,
    resellPrice: 78000,
    yearsOfUse: '2 years',
    advertised: false,
  },
  {
    name: 'ASUS VivoBook 14',
    look: { kind: 'laptop', colour: '#3c5a78', detail: 'plain' },
    category: 'Laptops',
    seller: UNVERIFIED,
    location: 'Badda, Dhaka',
    originalPrice: 55000,
    resellPrice: 26000,
    yearsOfUse: '3 years',
    advertised: false,
  },
  {
    name: 'Segun wood dining table, six seats',
    look: { kind: 'table', colour: '#7a4a26', detail: 'dining' },
    category: 'Furniture',
    seller: VERIFIED,
    location: 'Mohammadpur, Dhaka',
    originalPrice: 65000,
    resellPrice: 32000,
    yearsOfUse: '5 years',
    advertised: false,
  },
  {
    name: 'Three-seater fabric sofa',
    look: { kind: 'sofa', colour: '#6b7f6a', detail: 'three' },
    category: 'Furniture',
    seller: VERIFIED,
    location: 'Mirpur 2, Dhaka',
    originalPrice: 48000,
    resellPrice: 21000,
    yearsOfUse: '3 years',
    advertised: true,
  },
  {
    name: 'Otobi study table with drawer',
    look: { kind: 'table', colour: '#a8794b', detail: 'desk' },
    category: 'Furniture',
    seller: UNVERIFIED,
    location: 'Uttara Sector 4, Dhaka',
    originalPrice: 18000,
    resellPrice: 8500,
    yearsOfUse: '2 years',
    advertised: false,
  },
  {
    name: 'Hatil two-door wardrobe',
    look: { kind: 'wardrobe', colour: '#8a5a34', detail: 'two-door' },
    category: 'Furniture',
    seller: VERIFIED,
    location: 'Shyamoli, Dhaka',
    originalPrice: 42000,
    resellPrice: 23000,
    yearsOfUse: '4 years',
    advertised: false,
  },
  {
    name: 'Phoenix city bicycle, 26 inch',
    look: { kind: 'bicycle', colour: '#1d3f6e', detail: 'city' },
    category: 'Bicycles',
    seller: UNVERIFIED,
    location: 'Khilgaon, Dhaka',
    originalPrice: 16000,
    resellPrice: 7000,
    yearsOfUse: '3 years',
    advertised: false,
  },
  {
    name: 'Veloce Legion 30 mountain bike',
    look: { kind: 'bicycle', colour: '#c0392b', detail: 'mountain' },
    category: 'Bicycles',
    seller: VERIFIED,
    location: 'Mirpur 10, Dhaka',
    originalPrice: 32000,
    resellPrice: 19500,
    yearsOfUse: '1 year',
    advertised: true,
  },
  {
    name: "Duranta children's bicycle, 16 inch",
    look: { kind: 'bicycle', colour: '#e08a1e', detail: 'kids' },
    category: 'Bicycles',
    seller: VERIFIED,
    location: 'Bashundhara R/A, Dhaka',
    originalPrice: 9500,
    resellPrice: 4200,
    yearsOfUse: '2 years',
    advertised: false,
  },
  {
    name: 'Core road bike, 700C',
    look: { kind: 'bicycle', colour: '#1f6f78', detail: 'road' },
    category: 'Bicycles',
    seller: UNVERIFIED,
    location: 'Uttara Sector 7, Dhaka',
    originalPrice: 45000,
    resellPrice: 27000,
    yearsOfUse: '2 years',
    advertised: false,
  },
  {
    name: 'Canon EOS 200D with 18-55 mm lens',
    look: { kind: 'camera', colour: '#202124', detail: 'dslr-lens' },
    category: 'Cameras',
    seller: VERIFIED,
    location: 'Dhanmondi 15, Dhaka',
    originalPrice: 68000,
    resellPrice: 39000,
    yearsOfUse: '3 years',
    advertised: true,
  },
  {
    name: 'Nikon D5600, body only',
    look: { kind: 'camera', colour: '#2a2a2a', detail: 'dslr-body' },
    category: 'Cameras',
    seller: UNVERIFIED,
    location: 'Farmgate, Dhaka',
    originalPrice: 62000,
    resellPrice: 36000,
    yearsOfUse: '2 years',
    advertised: false,
  },
  {
    name: 'Sony ZV-1 vlogging camera',
    look: { kind: 'camera', colour: '#34363a', detail: 'compact' },
    category: 'Cameras',
    seller: VERIFIED,
    location: 'Gulshan 1, Dhaka',
    originalPrice: 80000,
    resellPrice: 52000,
    yearsOfUse: '1 year',
    advertised: false,
  },
  {
    name: 'GoPro Hero 9 Black',
    look: { kind: 'camera', colour: '#151515', detail: 'action' },
    category: 'Cameras',
    seller: UNVERIFIED,
    location: 'Motijheel, Dhaka',
    originalPrice: 48000,
    resellPrice: 25000,
    yearsOfUse: '2 years',
    advertised: true,
  },
  {
    name: 'Walton 252 L refrigerator',
    look: { kind: 'fridge', colour: '#b9c2c9', detail: 'two-door' },
    category: 'Home Appliances',
    seller: VERIFIED,
    location: 'Mirpur 1, Dhaka',
    originalPrice: 42000,
    resellPrice: 19000,
    yearsOfUse: '4 years',
    advertised: false,
  },
  {
    name: 'Singer 7 kg washing machine',
    look: { kind: 'washer', colour: '#eef0f2', detail: 'front-load' },
    category: 'Home Appliances',
    seller: UNVERIFIED,
    location: 'Rampura, Dhaka',
    originalPrice: 38000,
    resellPrice: 17500,
    yearsOfUse: '3 years',
    advertised: false,
  },
  {
    name: 'Panasonic 25 L microwave oven',
    look: { kind: 'microwave', colour: '#2b2d30', detail: 'plain' },
    category: 'Home Appliances',
    seller: VERIFIED,
    location: 'Lalmatia, Dhaka',
    originalPrice: 16500,
    resellPrice: 7800,
    yearsOfUse: '2 years',
    advertised: false,
  },
  {
    name: 'Gree 1.5 ton split air conditioner',
    look: { kind: 'aircon', colour: '#f4f5f6', detail: 'split' },
    category: 'Home Appliances',
    seller: VERIFIED,
    location: 'Mohakhali DOHS, Dhaka',
    originalPrice: 68000,
    resellPrice: 36000,
    yearsOfUse: '3 years',
    advertised: true,
  },
];
