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





T = TypeVar("T", bound="CalcMiscTopsoilOutput")



@_attrs_define
class CalcMiscTopsoilOutput:
    """ The results of calc_misc_topsoil and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            code_reference (str): The handbook under which soil is sold by volume.
            density_tons_per_cuyd (float): Loose topsoil density applied: 8 t per 8.42 m³ (methvin.org Vehicle Capacity
                table), short tons per yd³.
            volume_cuft (float): Area x depth / 12, ft³.
            volume_cuyd (float): Loose topsoil to order, yd³.
            weight_tons (float): Weight of the topsoil, short tons.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    code_reference: str
    density_tons_per_cuyd: float
    volume_cuft: float
    volume_cuyd: float
    weight_tons: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        code_reference = self.code_reference

        density_tons_per_cuyd = self.density_tons_per_cuyd

        volume_cuft = self.volume_cuft

        volume_cuyd = self.volume_cuyd

        weight_tons = self.weight_tons

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code_reference": code_reference,
            "density_tons_per_cuyd": density_tons_per_cuyd,
            "volume_cuft": volume_cuft,
            "volume_cuyd": volume_cuyd,
            "weight_tons": weight_tons,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        code_reference = d.pop("code_reference")

        density_tons_per_cuyd = d.pop("density_tons_per_cuyd")

        volume_cuft = d.pop("volume_cuft")

        volume_cuyd = d.pop("volume_cuyd")

        weight_tons = d.pop("weight_tons")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_misc_topsoil_output = cls(
            code_reference=code_reference,
            density_tons_per_cuyd=density_tons_per_cuyd,
            volume_cuft=volume_cuft,
            volume_cuyd=volume_cuyd,
            weight_tons=weight_tons,
            schemas=schemas,
        )


        calc_misc_topsoil_output.additional_properties = d
        return calc_misc_topsoil_output

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
