import { aiReadinessQuestions } from "~/content/ai-readiness-quiz";
import { readinessBand } from "~/domain/quiz";
import type { aispotMaster, quizResponses } from "../db/schema";
import { addDays, addMinutes } from "./demo-dates";
import { demoId } from "./demo-id";

type SpotRow = typeof aispotMaster.$inferInsert;
type QuizRow = typeof quizResponses.$inferInsert;

type SpotSeed = Omit<SpotRow, "aispotId" | "qrCodeLink" | "createdAt" | "updatedAt" | "consent"> & {
  key: string;
  appliedDaysAgo: number;
};

// Map links use each Google Maps form the directory's embed rule understands (spec 3 §2.11):
// a /place/ segment, @lat,lng, a ?q= query, and none at all.
const spots: SpotSeed[] = [
  {
    key: "brew-and-bytes-bengaluru",
    name: "Brew & Bytes Cafe",
    typeOfPlace: "Cafes",
    address: "No. 612, 12th Main Road, HAL 2nd Stage, Indiranagar",
    country: "India",
    state: "Karnataka",
    city: "Bengaluru",
    pinZip: "560038",
    telephone: "080 4123 7788",
    aispotEmail: "hello@brewandbytes.example.in",
    ownerManagerName: "Kavya Reddy",
    mobile: "9886012734",
    email: "kavya.reddy@example.in",
    price: "₹650 for a table of 2",
    mapLink: "https://www.google.com/maps/place/Brew+%26+Bytes+Cafe,+12th+Main+Rd,+Indiranagar,+Bengaluru,+Karnataka+560038/",
    imageUrl: "https://images.unsplash.com/photo-1501339847302-ac426a4a7cbb?w=800&q=80",
    isApproved: true,
    ratings: "4.7",
    appliedDaysAgo: 84,
  },
  {
    key: "the-circuit-mumbai",
    name: "The Circuit Co-working",
    typeOfPlace: "Co-working Spaces",
    address: "4th Floor, Kamala Mills Compound, Senapati Bapat Marg, Lower Parel",
    country: "India",
    state: "Maharashtra",
    city: "Mumbai",
    pinZip: "400013",
    telephone: "022 6178 4410",
    aispotEmail: "frontdesk@thecircuit.example.in",
    ownerManagerName: "Rohit Deshmukh",
    mobile: "9820934617",
    email: "rohit.deshmukh@example.in",
    price: "₹300 for 30 minutes (hot desk)",
    mapLink: "https://www.google.com/maps/@18.9986,72.8259,17z",
    imageUrl: "https://images.unsplash.com/photo-1497366216548-37526070297c?w=800&q=80",
    isApproved: true,
    ratings: "4.5",
    appliedDaysAgo: 71,
  },
  {
    key: "spice-route-pune",
    name: "Spice Route Kitchen",
    typeOfPlace: "Restaurants",
    address: "Lane 6, North Main Road, Koregaon Park",
    country: "India",
    state: "Maharashtra",
    city: "Pune",
    pinZip: "411001",
    telephone: "020 2615 9021",
    aispotEmail: "reservations@spiceroute.example.in",
    ownerManagerName: "Aditya Joshi",
    mobile: "9822187450",
    email: "aditya.joshi@example.in",
    price: "₹1,200 for a table of 2",
    mapLink: "https://maps.google.com/?q=Spice+Route+Kitchen+Koregaon+Park+Pune",
    isApproved: true,
    ratings: "4.3",
    appliedDaysAgo: 63,
  },
  {
    key: "jubilee-reading-room-hyderabad",
    name: "Jubilee Hills Reading Room",
    typeOfPlace: "Libraries",
    address: "Plot 27, Road No. 36, Jubilee Hills",
    country: "India",
    state: "Telangana",
    city: "Hyderabad",
    pinZip: "500033",
    telephone: "040 2354 6612",
    aispotEmail: "desk@jhreadingroom.example.in",
    ownerManagerName: "Fatima Siddiqui",
    mobile: "9849023518",
    email: "fatima.siddiqui@example.in",
    price: "₹100 day pass",
    mapLink: null,
    isApproved: true,
    ratings: "4.8",
    appliedDaysAgo: 55,
  },
  {
    key: "cp-tap-room-delhi",
    name: "The CP Tap Room",
    typeOfPlace: "Pubs",
    address: "N-14, Outer Circle, Connaught Place",
    country: "India",
    state: "Delhi",
    city: "New Delhi",
    pinZip: "110001",
    telephone: "011 4356 2290",
    aispotEmail: "manager@cptaproom.example.in",
    ownerManagerName: "Harpreet Singh",
    mobile: "9810276354",
    email: "harpreet.singh@example.in",
    price: "₹1,800 for a table of 2",
    mapLink: "https://www.google.com/maps/place/Connaught+Place,+New+Delhi,+Delhi+110001/@28.6315,77.2167,16z",
    isApproved: true,
    ratings: "4.2",
    appliedDaysAgo: 40,
  },
  {
    key: "sabarmati-residency-ahmedabad",
    name: "Sabarmati Riverfront Residency",
    typeOfPlace: "Hotels",
    address: "Ashram Road, Near Gandhi Bridge",
    country: "India",
    state: "Gujarat",
    city: "Ahmedabad",
    pinZip: "380009",
    telephone: "079 2658 3344",
    aispotEmail: "frontoffice@sabarmatiresidency.example.in",
    ownerManagerName: "Nirav Patel",
    mobile: "9825063187",
    email: "nirav.patel@example.in",
    price: "₹900 for a table of 2 (lobby cafe)",
    mapLink: "https://www.google.com/maps/@23.0365,72.5710,16z",
    isApproved: true,
    ratings: "4.4",
    appliedDaysAgo: 33,
  },
  {
    key: "byte-brew-austin",
    name: "Byte Brew Coffee House",
    typeOfPlace: "Cafes",
    address: "1100 S Congress Ave",
    country: "USA",
    state: "Texas",
    city: "Austin",
    pinZip: "78704",
    telephone: "+1 512 555 0142",
    aispotEmail: "hi@bytebrew.example.com",
    ownerManagerName: "Megan Alvarez",
    mobile: "+1 512 555 0187",
    email: "megan.alvarez@example.com",
    price: "$18 for a table of 2",
    mapLink: "https://www.google.com/maps?q=1100+S+Congress+Ave,+Austin,+TX+78704",
    isApproved: true,
    ratings: "4.6",
    appliedDaysAgo: 26,
  },
  {
    key: "tidel-park-canteen-chennai",
    name: "Tidel Park Food Hub",
    typeOfPlace: "Office Canteens",
    address: "Tidel Park, 4 Rajiv Gandhi Salai, Taramani",
    country: "India",
    state: "Tamil Nadu",
    city: "Chennai",
    pinZip: "600113",
    telephone: "044 2254 0931",
    aispotEmail: "foodhub@tidelcanteen.example.in",
    ownerManagerName: "Lakshmi Narayanan",
    mobile: "9840157263",
    email: "lakshmi.n@example.in",
    price: "₹250 for 2 (lunch combo)",
    mapLink: null,
    isApproved: false,
    ratings: null,
    appliedDaysAgo: 5,
  },
  {
    key: "park-street-social-kolkata",
    name: "Park Street Social Club",
    typeOfPlace: "Clubs",
    address: "17 Park Street, Mullick Bazar",
    country: "India",
    state: "West Bengal",
    city: "Kolkata",
    pinZip: "700016",
    telephone: "033 4006 7215",
    aispotEmail: "events@parkstreetsocial.example.in",
    ownerManagerName: "Sourav Banerjee",
    mobile: "9831046725",
    email: "sourav.banerjee@example.in",
    price: "₹1,500 for a table of 2",
    mapLink: "https://www.google.com/maps/place/Park+Street,+Kolkata,+West+Bengal/",
    isApproved: false,
    ratings: null,
    appliedDaysAgo: 3,
  },
  {
    key: "maple-cowork-toronto",
    name: "Maple Leaf Co-work Hub",
    typeOfPlace: "Co-working Spaces",
    address: "225 King Street West, Suite 300",
    country: "Canada",
    state: "Ontario",
    city: "Toronto",
    pinZip: "M5V 3M2",
    telephone: "+1 416 555 0173",
    aispotEmail: "community@maplecowork.example.ca",
    ownerManagerName: "Daniel Tremblay",
    mobile: "+1 416 555 0129",
    email: "daniel.tremblay@example.ca",
    price: "CAD 25 for 30 minutes",
    mapLink: "https://www.google.com/maps/@43.6465,-79.3871,17z",
    isApproved: false,
    ratings: null,
    appliedDaysAgo: 1,
  },
];

export const demoSpotId = (key: string) => demoId(`aispot:${key}`);

export function demoSpots(now: Date): SpotRow[] {
  return spots.map(({ key, appliedDaysAgo, ...spot }) => {
    const aispotId = demoSpotId(key);
    const createdAt = addDays(now, -appliedDaysAgo);
    return {
      ...spot,
      aispotId,
      consent: true,
      qrCodeLink: spot.isApproved ? `/ai-readiness-quiz?spot_id=${aispotId}` : null,
      createdAt,
      updatedAt: spot.isApproved ? addDays(createdAt, 2) : createdAt,
    };
  });
}

// Demo respondents' answers, as the points of the option each chose (app/content/ai-readiness-quiz.ts).
function chosenOption(question: number, points: number) {
  return aiReadinessQuestions[question]!.options.find((option) => option.points === points)!.text;
}

interface Respondent {
  name: string;
  email: string;
  mobile: string;
  age: number;
  occupation: string;
  answers: string; // eight digits, each the points of the chosen option
  spot: string | null; // the spot whose code was scanned, null for the website
  hoursAgo: number;
}

const respondents: Respondent[] = [
  { name: "Ananya Iyer", email: "ananya.iyer@example.in", mobile: "9886543120", age: 24, occupation: "Software Engineer", answers: "33232323", spot: "brew-and-bytes-bengaluru", hoursAgo: 1 },
  { name: "Vikram Rao", email: "vikram.rao@example.in", mobile: "9845123876", age: 41, occupation: "Bank Branch Manager", answers: "21111211", spot: "brew-and-bytes-bengaluru", hoursAgo: 3 },
  { name: "Megha Kapoor", email: "megha.kapoor@example.in", mobile: "9810456723", age: 29, occupation: "Marketing Executive", answers: "22121221", spot: null, hoursAgo: 5 },
  { name: "Siddharth Jain", email: "sid.jain@example.in", mobile: "9820341576", age: 35, occupation: "Product Manager", answers: "32222232", spot: "the-circuit-mumbai", hoursAgo: 20 },
  { name: "Pooja Menon", email: "pooja.menon@example.in", mobile: "9847021365", age: 22, occupation: "B.Tech Student", answers: "32121222", spot: "the-circuit-mumbai", hoursAgo: 27 },
  { name: "Rahul Nair", email: "rahul.nair@example.in", mobile: "9895612430", age: 31, occupation: "Data Engineer", answers: "33333323", spot: null, hoursAgo: 33 },
  { name: "Neha Gupta", email: "neha.gupta@example.in", mobile: "9811267340", age: 38, occupation: "HR Business Partner", answers: "11111121", spot: "cp-tap-room-delhi", hoursAgo: 50 },
  { name: "Amit Verma", email: "amit.verma@example.in", mobile: "9818734526", age: 45, occupation: "Chartered Accountant", answers: "21121111", spot: "cp-tap-room-delhi", hoursAgo: 52 },
  { name: "Sneha Kulkarni", email: "sneha.kulkarni@example.in", mobile: "9823456710", age: 27, occupation: "ML Engineer", answers: "33333333", spot: "spice-route-pune", hoursAgo: 70 },
  { name: "Rohan Deshpande", email: "rohan.deshpande@example.in", mobile: "9890123457", age: 33, occupation: "Sales Manager", answers: "22112212", spot: "spice-route-pune", hoursAgo: 75 },
  { name: "Farhan Qureshi", email: "farhan.q@example.in", mobile: "9849876012", age: 26, occupation: "Full-stack Developer", answers: "32332322", spot: "jubilee-reading-room-hyderabad", hoursAgo: 98 },
  { name: "Divya Reddy", email: "divya.reddy@example.in", mobile: "9848012376", age: 19, occupation: "B.Com Student", answers: "21111111", spot: "jubilee-reading-room-hyderabad", hoursAgo: 101 },
  { name: "Karthik Subramanian", email: "karthik.s@example.in", mobile: "9840234561", age: 30, occupation: "Quant Analyst", answers: "32323332", spot: null, hoursAgo: 122 },
  { name: "Ishita Bose", email: "ishita.bose@example.in", mobile: "9830567812", age: 36, occupation: "Pharma Brand Manager", answers: "22122121", spot: null, hoursAgo: 148 },
  { name: "Jessica Turner", email: "jessica.turner@example.com", mobile: "+1 512 555 0164", age: 32, occupation: "UX Designer", answers: "32222222", spot: "byte-brew-austin", hoursAgo: 150 },
  { name: "Michael Chen", email: "michael.chen@example.com", mobile: "+1 737 555 0119", age: 44, occupation: "Operations Director", answers: "22132222", spot: "byte-brew-austin", hoursAgo: 171 },
  { name: "Harsh Patel", email: "harsh.patel@example.in", mobile: "9825012349", age: 28, occupation: "Founder, D2C Startup", answers: "32232223", spot: "sabarmati-residency-ahmedabad", hoursAgo: 196 },
  { name: "Riya Shah", email: "riya.shah@example.in", mobile: "9824567031", age: 23, occupation: "Business Analyst", answers: "22221222", spot: "sabarmati-residency-ahmedabad", hoursAgo: 200 },
  { name: "Manoj Pillai", email: "manoj.pillai@example.in", mobile: "9846701235", age: 52, occupation: "Plant Head, FMCG", answers: "11121111", spot: null, hoursAgo: 223 },
  { name: "Tanvi Agarwal", email: "tanvi.agarwal@example.in", mobile: "9819034562", age: 25, occupation: "Content Strategist", answers: "31222121", spot: "the-circuit-mumbai", hoursAgo: 245 },
  { name: "Abhishek Mishra", email: "abhishek.mishra@example.in", mobile: "9811903456", age: 39, occupation: "IT Project Manager", answers: "22232222", spot: "cp-tap-room-delhi", hoursAgo: 270 },
  { name: "Lavanya Krishnan", email: "lavanya.k@example.in", mobile: "9884561230", age: 21, occupation: "M.Sc Data Science Student", answers: "33232333", spot: "brew-and-bytes-bengaluru", hoursAgo: 290 },
  { name: "Gaurav Malhotra", email: "gaurav.malhotra@example.in", mobile: "9873456102", age: 47, occupation: "CFO", answers: "21122121", spot: null, hoursAgo: 305 },
  { name: "Shreya Das", email: "shreya.das@example.in", mobile: "9831276540", age: 27, occupation: "Teacher", answers: "11111111", spot: "jubilee-reading-room-hyderabad", hoursAgo: 318 },
  { name: "Nikhil Bhat", email: "nikhil.bhat@example.in", mobile: "9880345127", age: 34, occupation: "DevOps Engineer", answers: "32333233", spot: "brew-and-bytes-bengaluru", hoursAgo: 330 },
];

export function demoQuizResponses(now: Date): QuizRow[] {
  return respondents.map((respondent) => {
    const points = [...respondent.answers].map(Number);
    const chosen = points.map((point, question) => chosenOption(question, point));
    const score = points.reduce((sum, point) => sum + point, 0);
    return {
      id: demoId(`quiz:${respondent.email}`),
      name: respondent.name,
      email: respondent.email,
      mobile: respondent.mobile,
      age: respondent.age,
      occupation: respondent.occupation,
      q1: chosen[0],
      q2: chosen[1],
      q3: chosen[2],
      q4: chosen[3],
      q5: chosen[4],
      q6: chosen[5],
      q7: chosen[6],
      q8: chosen[7],
      score,
      readinessLevel: readinessBand(score).level,
      aispotId: respondent.spot ? demoSpotId(respondent.spot) : null,
      createdAt: addMinutes(now, -respondent.hoursAgo * 60 - 17),
    };
  });
}
