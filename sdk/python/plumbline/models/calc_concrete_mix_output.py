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





T = TypeVar("T", bound="CalcConcreteMixOutput")



@_attrs_define
class CalcConcreteMixOutput:
    """ The results of calc_concrete_mix and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            cement_bags_94lb (int): 94 lb bags of portland cement (1 ft³ each), rounded up.
            cement_cuft (float): Cement, loose volume, cubic feet.
            cement_cuyd (float): Cement, loose volume, cubic yards.
            cement_lb (float): Cement weight at 94 lb per ft³, pounds.
            code_reference (str): The proportioning standard named for the calculation.
            dry_volume_cuft (float): volume x 27 x dry_volume_factor, cubic feet.
            dry_volume_factor_applied (float): The dry-volume factor used.
            gravel_cuft (float): Gravel (coarse aggregate), loose volume, cubic feet.
            gravel_cuyd (float): Gravel (coarse aggregate), loose volume, cubic yards.
            sand_cuft (float): Sand, loose volume, cubic feet.
            sand_cuyd (float): Sand, loose volume, cubic yards.
            total_parts (float): Sum of the mix parts.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    cement_bags_94lb: int
    cement_cuft: float
    cement_cuyd: float
    cement_lb: float
    code_reference: str
    dry_volume_cuft: float
    dry_volume_factor_applied: float
    gravel_cuft: float
    gravel_cuyd: float
    sand_cuft: float
    sand_cuyd: float
    total_parts: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        cement_bags_94lb = self.cement_bags_94lb

        cement_cuft = self.cement_cuft

        cement_cuyd = self.cement_cuyd

        cement_lb = self.cement_lb

        code_reference = self.code_reference

        dry_volume_cuft = self.dry_volume_cuft

        dry_volume_factor_applied = self.dry_volume_factor_applied

        gravel_cuft = self.gravel_cuft

        gravel_cuyd = self.gravel_cuyd

        sand_cuft = self.sand_cuft

        sand_cuyd = self.sand_cuyd

        total_parts = self.total_parts

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cement_bags_94lb": cement_bags_94lb,
            "cement_cuft": cement_cuft,
            "cement_cuyd": cement_cuyd,
            "cement_lb": cement_lb,
            "code_reference": code_reference,
            "dry_volume_cuft": dry_volume_cuft,
            "dry_volume_factor_applied": dry_volume_factor_applied,
            "gravel_cuft": gravel_cuft,
            "gravel_cuyd": gravel_cuyd,
            "sand_cuft": sand_cuft,
            "sand_cuyd": sand_cuyd,
            "total_parts": total_parts,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        cement_bags_94lb = d.pop("cement_bags_94lb")

        cement_cuft = d.pop("cement_cuft")

        cement_cuyd = d.pop("cement_cuyd")

        cement_lb = d.pop("cement_lb")

        code_reference = d.pop("code_reference")

        dry_volume_cuft = d.pop("dry_volume_cuft")

        dry_volume_factor_applied = d.pop("dry_volume_factor_applied")

        gravel_cuft = d.pop("gravel_cuft")

        gravel_cuyd = d.pop("gravel_cuyd")

        sand_cuft = d.pop("sand_cuft")

        sand_cuyd = d.pop("sand_cuyd")

        total_parts = d.pop("total_parts")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_concrete_mix_output = cls(
            cement_bags_94lb=cement_bags_94lb,
            cement_cuft=cement_cuft,
            cement_cuyd=cement_cuyd,
            cement_lb=cement_lb,
            code_reference=code_reference,
            dry_volume_cuft=dry_volume_cuft,
            dry_volume_factor_applied=dry_volume_factor_applied,
            gravel_cuft=gravel_cuft,
            gravel_cuyd=gravel_cuyd,
            sand_cuft=sand_cuft,
            sand_cuyd=sand_cuyd,
            total_parts=total_parts,
            schemas=schemas,
        )


        calc_concrete_mix_output.additional_properties = d
        return calc_concrete_mix_output

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
