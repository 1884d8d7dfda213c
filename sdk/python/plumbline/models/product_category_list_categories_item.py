from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.product_category_list_categories_item_status import ProductCategoryListCategoriesItemStatus
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.product_category_list_categories_item_fields_item import ProductCategoryListCategoriesItemFieldsItem
  from ..models.product_category_list_categories_item_subcategories_item import ProductCategoryListCategoriesItemSubcategoriesItem





T = TypeVar("T", bound="ProductCategoryListCategoriesItem")



@_attrs_define
class ProductCategoryListCategoriesItem:
    """ 
        Attributes:
            fields (list[ProductCategoryListCategoriesItemFieldsItem]):
            id (str):
            name (str):
            path (str):
            records (int):
            sort_fields (list[str]):
            sources (list[str]):
            status (ProductCategoryListCategoriesItemStatus):
            subcategories (list[ProductCategoryListCategoriesItemSubcategoriesItem]):
            description (str | Unset):
            not_carried (str | Unset): What no source we hold covers.
     """

    fields: list[ProductCategoryListCategoriesItemFieldsItem]
    id: str
    name: str
    path: str
    records: int
    sort_fields: list[str]
    sources: list[str]
    status: ProductCategoryListCategoriesItemStatus
    subcategories: list[ProductCategoryListCategoriesItemSubcategoriesItem]
    description: str | Unset = UNSET
    not_carried: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.product_category_list_categories_item_fields_item import ProductCategoryListCategoriesItemFieldsItem
        from ..models.product_category_list_categories_item_subcategories_item import ProductCategoryListCategoriesItemSubcategoriesItem
        fields = []
        for fields_item_data in self.fields:
            fields_item = fields_item_data.to_dict()
            fields.append(fields_item)



        id = self.id

        name = self.name

        path = self.path

        records = self.records

        sort_fields = self.sort_fields



        sources = self.sources



        status = self.status.value

        subcategories = []
        for subcategories_item_data in self.subcategories:
            subcategories_item = subcategories_item_data.to_dict()
            subcategories.append(subcategories_item)



        description = self.description

        not_carried = self.not_carried


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "fields": fields,
            "id": id,
            "name": name,
            "path": path,
            "records": records,
            "sort_fields": sort_fields,
            "sources": sources,
            "status": status,
            "subcategories": subcategories,
        })
        if description is not UNSET:
            field_dict["description"] = description
        if not_carried is not UNSET:
            field_dict["not_carried"] = not_carried

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.product_category_list_categories_item_fields_item import ProductCategoryListCategoriesItemFieldsItem
        from ..models.product_category_list_categories_item_subcategories_item import ProductCategoryListCategoriesItemSubcategoriesItem
        d = dict(src_dict)
        fields = []
        _fields = d.pop("fields")
        for fields_item_data in (_fields):
            fields_item = ProductCategoryListCategoriesItemFieldsItem.from_dict(fields_item_data)



            fields.append(fields_item)


        id = d.pop("id")

        name = d.pop("name")

        path = d.pop("path")

        records = d.pop("records")

        sort_fields = cast(list[str], d.pop("sort_fields"))


        sources = cast(list[str], d.pop("sources"))


        status = ProductCategoryListCategoriesItemStatus(d.pop("status"))




        subcategories = []
        _subcategories = d.pop("subcategories")
        for subcategories_item_data in (_subcategories):
            subcategories_item = ProductCategoryListCategoriesItemSubcategoriesItem.from_dict(subcategories_item_data)



            subcategories.append(subcategories_item)


        description = d.pop("description", UNSET)

        not_carried = d.pop("not_carried", UNSET)

        product_category_list_categories_item = cls(
            fields=fields,
            id=id,
            name=name,
            path=path,
            records=records,
            sort_fields=sort_fields,
            sources=sources,
            status=status,
            subcategories=subcategories,
            description=description,
            not_carried=not_carried,
        )


        product_category_list_categories_item.additional_properties = d
        return product_category_list_categories_item

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
