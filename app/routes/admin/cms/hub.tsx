import { Link } from "../../../components/link";
import { formatIndianNumber } from "../../../../lib/money";
import { requireStaff } from "../../../../server/http/guards";
import { getCmsOverview } from "../../../../server/modules/content/service";
import { PageHeader } from "../../../components/admin/page-header";
import type { Route } from "./+types/hub";

export const meta = () => [{ title: "Content | Divine Threads Admin" }];
export const handle = { crumbs: [{ label: "Dashboard", to: "/admin/dashboard" }, { label: "Content" }] };

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "content");
  return { overview: await getCmsOverview() };
}

const counted = (n: number, one: string, many: string) => `${formatIndianNumber(n)} ${n === 1 ? one : many}`;

export default function CmsHub({ loaderData }: Route.ComponentProps) {
  const { overview: o } = loaderData;
  const sections = [
    {
      to: "/admin/cms/banners",
      name: "Banners",
      about: "The home page's hero carousel and other banners, with their schedule, views and clicks.",
      count: `${counted(o.banners.total, "banner", "banners")}, ${formatIndianNumber(o.banners.live)} live now`,
    },
    {
      to: "/admin/cms/testimonials",
      name: "Testimonials",
      about: "What customers say. Only approved ones appear in the shop.",
      count: `${counted(o.testimonials.total, "testimonial", "testimonials")}, ${formatIndianNumber(o.testimonials.waiting)} awaiting approval`,
    },
    {
      to: "/admin/cms/craftsmanship",
      name: "Craftsmanship",
      about: "The home page's sections about how the clothes are made, each with its gallery.",
      count: `${counted(o.craftsmanship.total, "section", "sections")}, ${formatIndianNumber(o.craftsmanship.active)} shown`,
    },
    {
      to: "/admin/cms/navigation",
      name: "Navigation",
      about: "The links in the shop's header and footer.",
      count: counted(o.navigation.total, "link", "links"),
    },
    {
      to: "/admin/cms/pages",
      name: "Pages",
      about: "About us, contact, privacy, terms, returns and shipping.",
      count: `${counted(o.pages.total, "page", "pages")}, ${formatIndianNumber(o.pages.edited)} with the shop's own text`,
    },
    {
      to: "/admin/cms/faqs",
      name: "FAQs",
      about: "Questions and answers shown to shoppers.",
      count: counted(o.faqs.total, "question", "questions"),
    },
  ];
  return (
    <div>
      <PageHeader
        title="Content"
        description="What shoppers read and see around the products. Changes show in the shop on the next visit."
      />
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {sections.map((section) => (
          <li key={section.to}>
            <Link
              to={section.to}
              className="block h-full rounded-xl border border-stone-200 bg-white p-4 hover:border-maroon-700 focus-visible:outline-2 focus-visible:outline-maroon-800"
            >
              <h2 className="font-semibold text-stone-900">{section.name}</h2>
              <p className="mt-1 text-sm text-stone-600">{section.about}</p>
              <p className="mt-3 text-sm font-medium text-maroon-800">{section.count}</p>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
