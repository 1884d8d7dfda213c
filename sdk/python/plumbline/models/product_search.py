from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.product_search_results_item import ProductSearchResultsItem





T = TypeVar("T", bound="ProductSearch")



@_attrs_define
class ProductSearch:
    """ 
        Example:
            {'dataset_version': '3f2a9c41d07e8b15', 'next_page': None, 'page': 1, 'per_page': 50, 'q': 'A96DS2V090C20',
                'results': [{'brand': 'AIREASE', 'category': 'hvac', 'certification': {'available_on': '2011-11-15',
                'cert_body_model_id': 'ES_1102531_A96DS2V090C20-*_08062019233058_6982271', 'certified_on': '2020-03-19',
                'markets': ['United States', 'Canada'], 'most_efficient': False, 'most_efficient_criteria': '2021', 'program':
                'ENERGY STAR', 'publisher_id': '2344035', 'scope': 'model'}, 'confidence': 'certified', 'model_number':
                'A96DS2V090C20-*', 'name': 'AIREASE EL296XV Series', 'product_id': 'es-2344035', 'score': 949, 'source':
                {'file': 'products/energystar-benchmarking-tool-snapshot-2021/ENERGY_STAR_Certified_Furnaces.csv.gz', 'id':
                'energystar-benchmarking-tool-snapshot-2021', 'line': 2, 'snapshot': '2021-03-19'}, 'specs': {'afue_pct': 96,
                'certified_region': 'All', 'fuel_type': 'Natural Gas, Propane', 'integrates_hot_water_heating': False,
                'two_way_communication': 'Other/Proprietary'}, 'subcategory': 'furnaces'}], 'total': 1}

        Attributes:
            dataset_version (str): The reference dataset version that answered.
            next_page (int | None): The next page, null on the last.
            page (int):
            per_page (int):
            q (str):
            results (list[ProductSearchResultsItem]):
            total (int):
            category (str | Unset):
     """

    dataset_version: str
    next_page: int | None
    page: int
    per_page: int
    q: str
    results: list[ProductSearchResultsItem]
    total: int
    category: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.product_search_results_item import ProductSearchResultsItem
        dataset_version = self.dataset_version

        next_page: int | None
        next_page = self.next_page

        page = self.page

        per_page = self.per_page

        q = self.q

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)



        total = self.total

        category = self.category


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "dataset_version": dataset_version,
            "next_page": next_page,
            "page": page,
            "per_page": per_page,
            "q": q,
            "results": results,
            "total": total,
        })
        if category is not UNSET:
            field_dict["category"] = category

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.product_search_results_item import ProductSearchResultsItem
        d = dict(src_dict)
        dataset_version = d.pop("dataset_version")

        def _parse_next_page(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_page = _parse_next_page(d.pop("next_page"))


        page = d.pop("page")

        per_page = d.pop("per_page")

        q = d.pop("q")

        results = []
        _results = d.pop("results")
        for results_item_data in (_results):
            results_item = ProductSearchResultsItem.from_dict(results_item_data)



            results.append(results_item)


        total = d.pop("total")

        category = d.pop("category", UNSET)

        product_search = cls(
            dataset_version=dataset_version,
            next_page=next_page,
            page=page,
            per_page=per_page,
            q=q,
            results=results,
            total=total,
            category=category,
        )


        product_search.additional_properties = d
        return product_search

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
