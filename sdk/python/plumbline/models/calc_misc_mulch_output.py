from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcMiscMulchOutput")



@_attrs_define
class CalcMiscMulchOutput:
    """ The results of calc_misc_mulch and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            bag_cuft (float): Bag volume applied, ft³.
            bags (int): Bags to buy: ceil(volume_cuft / bag_cuft).
            bags_per_cuyd (float): Bags of that size in a cubic yard: 27 / bag_cuft.
            code_reference (str): The handbook under which mulch is sold by volume.
            volume_cuft (float): Area x depth / 12, ft³.
            volume_cuyd (float): Bulk mulch to order, yd³.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    bag_cuft: float
    bags: int
    bags_per_cuyd: float
    code_reference: str
    volume_cuft: float
    volume_cuyd: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        bag_cuft = self.bag_cuft

        bags = self.bags

        bags_per_cuyd = self.bags_per_cuyd

        code_reference = self.code_reference

        volume_cuft = self.volume_cuft

        volume_cuyd = self.volume_cuyd

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "bag_cuft": bag_cuft,
            "bags": bags,
            "bags_per_cuyd": bags_per_cuyd,
            "code_reference": code_reference,
            "volume_cuft": volume_cuft,
            "volume_cuyd": volume_cuyd,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        bag_cuft = d.pop("bag_cuft")

        bags = d.pop("bags")

        bags_per_cuyd = d.pop("bags_per_cuyd")

        code_reference = d.pop("code_reference")

        volume_cuft = d.pop("volume_cuft")

        volume_cuyd = d.pop("volume_cuyd")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_misc_mulch_output = cls(
            bag_cuft=bag_cuft,
            bags=bags,
            bags_per_cuyd=bags_per_cuyd,
            code_reference=code_reference,
            volume_cuft=volume_cuft,
            volume_cuyd=volume_cuyd,
            schemas=schemas,
        )


        calc_misc_mulch_output.additional_properties = d
        return calc_misc_mulch_output

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
