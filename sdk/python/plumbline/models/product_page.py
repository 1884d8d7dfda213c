from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.product_page_status import ProductPageStatus
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.product_page_filters_applied_item import ProductPageFiltersAppliedItem
  from ..models.product_page_products_item import ProductPageProductsItem





T = TypeVar("T", bound="ProductPage")



@_attrs_define
class ProductPage:
    """ 
        Example:
            {'category': 'hvac', 'dataset_version': '3f2a9c41d07e8b15', 'filters_applied': [{'field': 'subcategory', 'op':
                'eq', 'value': 'furnaces'}, {'field': 'specs.afue_pct', 'op': 'gte', 'value': 96}], 'next_page': 2, 'page': 1,
                'per_page': 1, 'products': [{'brand': 'AIREASE', 'category': 'hvac', 'certification': {'available_on':
                '2011-11-15', 'cert_body_model_id': 'ES_1102531_A96DS2V090C20-*_08062019233058_6982271', 'certified_on':
                '2020-03-19', 'markets': ['United States', 'Canada'], 'most_efficient': False, 'most_efficient_criteria':
                '2021', 'program': 'ENERGY STAR', 'publisher_id': '2344035', 'scope': 'model'}, 'confidence': 'certified',
                'model_number': 'A96DS2V090C20-*', 'name': 'AIREASE EL296XV Series', 'product_id': 'es-2344035', 'source':
                {'file': 'products/energystar-benchmarking-tool-snapshot-2021/ENERGY_STAR_Certified_Furnaces.csv.gz', 'id':
                'energystar-benchmarking-tool-snapshot-2021', 'line': 2, 'snapshot': '2021-03-19'}, 'specs': {'afue_pct': 96,
                'certified_region': 'All', 'fuel_type': 'Natural Gas, Propane', 'integrates_hot_water_heating': False,
                'two_way_communication': 'Other/Proprietary'}, 'subcategory': 'furnaces'}], 'sort': '-afue_pct', 'status':
                'live', 'total': 1204}

        Attributes:
            category (str):
            dataset_version (str): The reference dataset version that answered.
            filters_applied (list[ProductPageFiltersAppliedItem]):
            next_page (int | None): The next page, null on the last.
            page (int):
            per_page (int):
            products (list[ProductPageProductsItem]):
            sort (str):
            status (ProductPageStatus):
            total (int):
            not_carried (str | Unset):
     """

    category: str
    dataset_version: str
    filters_applied: list[ProductPageFiltersAppliedItem]
    next_page: int | None
    page: int
    per_page: int
    products: list[ProductPageProductsItem]
    sort: str
    status: ProductPageStatus
    total: int
    not_carried: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.product_page_filters_applied_item import ProductPageFiltersAppliedItem
        from ..models.product_page_products_item import ProductPageProductsItem
        category = self.category

        dataset_version = self.dataset_version

        filters_applied = []
        for filters_applied_item_data in self.filters_applied:
            filters_applied_item = filters_applied_item_data.to_dict()
            filters_applied.append(filters_applied_item)



        next_page: int | None
        next_page = self.next_page

        page = self.page

        per_page = self.per_page

        products = []
        for products_item_data in self.products:
            products_item = products_item_data.to_dict()
            products.append(products_item)



        sort = self.sort

        status = self.status.value

        total = self.total

        not_carried = self.not_carried


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "category": category,
            "dataset_version": dataset_version,
            "filters_applied": filters_applied,
            "next_page": next_page,
            "page": page,
            "per_page": per_page,
            "products": products,
            "sort": sort,
            "status": status,
            "total": total,
        })
        if not_carried is not UNSET:
            field_dict["not_carried"] = not_carried

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.product_page_filters_applied_item import ProductPageFiltersAppliedItem
        from ..models.product_page_products_item import ProductPageProductsItem
        d = dict(src_dict)
        category = d.pop("category")

        dataset_version = d.pop("dataset_version")

        filters_applied = []
        _filters_applied = d.pop("filters_applied")
        for filters_applied_item_data in (_filters_applied):
            filters_applied_item = ProductPageFiltersAppliedItem.from_dict(filters_applied_item_data)



            filters_applied.append(filters_applied_item)


        def _parse_next_page(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_page = _parse_next_page(d.pop("next_page"))


        page = d.pop("page")

        per_page = d.pop("per_page")

        products = []
        _products = d.pop("products")
        for products_item_data in (_products):
            products_item = ProductPageProductsItem.from_dict(products_item_data)



            products.append(products_item)


        sort = d.pop("sort")

        status = ProductPageStatus(d.pop("status"))




        total = d.pop("total")

        not_carried = d.pop("not_carried", UNSET)

        product_page = cls(
            category=category,
            dataset_version=dataset_version,
            filters_applied=filters_applied,
            next_page=next_page,
            page=page,
            per_page=per_page,
            products=products,
            sort=sort,
            status=status,
            total=total,
            not_carried=not_carried,
        )


        product_page.additional_properties = d
        return product_page

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
